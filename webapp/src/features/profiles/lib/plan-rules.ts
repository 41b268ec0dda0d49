import { EDIT_TEXTS as T, MAX_PLAN_PRICE, MIN_PLAN_PRICE } from "../constants";

export interface PlanInput {
  name: string;
  /** As typed in the number input. */
  price: string;
}

export type PlanCheck =
  | { ok: true; name: string; price: number }
  | { ok: false; via: "alert" | "toast"; message: string };

/**
 * The spec's order: a price of MIN_PLAN_PRICE or lower alerts first; otherwise a missing name
 * or price gives a toast. An empty price is "missing", not "too low".
 */
export function checkPlan({ name, price }: PlanInput): PlanCheck {
  const trimmedName = name.trim();
  const trimmedPrice = price.trim();
  // Whole rupees: 100.4 is stored as 100, so it is judged as 100.
  const amount = Math.round(Number(trimmedPrice));
  if (trimmedPrice !== "" && Number.isFinite(amount) && amount <= MIN_PLAN_PRICE) {
    return { ok: false, via: "alert", message: T.priceTooLow };
  }
  if (!trimmedName || trimmedPrice === "" || !Number.isFinite(amount)) {
    return { ok: false, via: "toast", message: T.planDetails };
  }
  if (amount > MAX_PLAN_PRICE) return { ok: false, via: "toast", message: T.priceTooHigh };
  return { ok: true, name: trimmedName, price: amount };
}
