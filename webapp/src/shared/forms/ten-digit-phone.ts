import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** Spec, validation: a phone typed into a form is exactly 10 digits, with this hint (in the
 * language shown: call it when the hint is shown). */
export const tenDigitPhoneHint = () => t("Please enter a 10-digit phone number.");

export function isTenDigitPhone(value: string): boolean {
  return /^\d{10}$/.test(value.trim());
}

/** The local 10 digits of a stored number (+91XXXXXXXXXX), to prefill a 10-digit field; "" if too short. */
export function lastTenDigits(stored: string): string {
  const digits = stored.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : "";
}
