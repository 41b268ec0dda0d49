import { EDIT_TEXTS as T, MAX_SESSION_PRICE, MIN_SESSION_PRICE } from "../constants";

export interface SessionInput {
  name: string;
  /** As typed in the number input. */
  price: string;
}

export type SessionCheck =
  | { ok: true; name: string; price: number }
  | { ok: false; via: "alert" | "toast"; message: string };

/**
 * The spec's order: a price of 100 or lower alerts first; otherwise a missing name or price
 * gives a toast. An empty price is "missing", not "too low".
 */
export function checkSession({ name, price }: SessionInput): SessionCheck {
  const trimmedName = name.trim();
  const trimmedPrice = price.trim();
  // Whole rupees: 100.4 is stored as 100, so it is judged as 100.
  const amount = Math.round(Number(trimmedPrice));
  if (trimmedPrice !== "" && Number.isFinite(amount) && amount <= MIN_SESSION_PRICE) {
    return { ok: false, via: "alert", message: T.priceTooLow };
  }
  if (!trimmedName || trimmedPrice === "" || !Number.isFinite(amount)) {
    return { ok: false, via: "toast", message: T.sessionDetails };
  }
  if (amount > MAX_SESSION_PRICE) return { ok: false, via: "toast", message: T.priceTooHigh };
  return { ok: true, name: trimmedName, price: amount };
}
