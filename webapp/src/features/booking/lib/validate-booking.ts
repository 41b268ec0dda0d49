import { BOOKING_TEXTS as T } from "../constants";
import type { Plan } from "../types";

export interface BookingChoice {
  plan: Plan | null;
  date: string | null;
  /** The chosen time: a window's session. */
  time: { window_id: number; start: string } | null;
  name: string;
  email: string;
}

export type BookingFieldErrors = Partial<Record<"name" | "email", string>>;

// What an <input type="email"> accepts, roughly: something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first thing standing in the way of booking, in the spec's order: a session, a priced
 * session, a date and time; then name and e-mail (shown at their fields). null when ready.
 */
export function bookingProblem(
  choice: BookingChoice,
): { message: string; fields: BookingFieldErrors } | null {
  if (!choice.plan) return { message: T.selectSession, fields: {} };
  if (!(choice.plan.price > 0)) return { message: T.chooseMethod, fields: {} };
  if (!choice.date || choice.time === null)
    return { message: T.selectDateTime, fields: {} };
  const fields: BookingFieldErrors = {};
  if (!choice.name.trim()) fields.name = T.enterName;
  const email = choice.email.trim();
  if (!email) fields.email = T.enterEmail;
  else if (!EMAIL.test(email)) fields.email = T.invalidEmail;
  const first = fields.name ?? fields.email;
  return first ? { message: first, fields } : null;
}
