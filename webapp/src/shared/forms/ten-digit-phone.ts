import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");
const tenDigitPhoneHint = () => t("Please enter a 10-digit phone number.");

/**
 * Spec, validation: a phone typed into a form is exactly 10 digits, with this hint. In the
 * language shown: a live binding that a change of language sets again, so read it when the
 * hint is shown (in a getter), not into a constant at import.
 */
export let TEN_DIGIT_PHONE_HINT = tenDigitPhoneHint();
i18n.on("languageChanged", () => {
  TEN_DIGIT_PHONE_HINT = tenDigitPhoneHint();
});

export function isTenDigitPhone(value: string): boolean {
  return /^\d{10}$/.test(value.trim());
}

/** The local 10 digits of a stored number (+91XXXXXXXXXX), to prefill a 10-digit field; "" if too short. */
export function lastTenDigits(stored: string): string {
  const digits = stored.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : "";
}
