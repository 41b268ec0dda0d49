import { currentLanguage } from "../i18n/i18n";
import { numberFormat } from "../i18n/intl";

/**
 * English: Indian digit grouping by hand (1,50,000: the last three digits, then pairs), the
 * same text as Intl's en-IN (rupees.test.ts checks every length). The first Intl.NumberFormat
 * a page creates loads the locale's data, which costs a mid-range phone about 200 ms of
 * blocked main thread at start-up: more than every price on a page together. Hindi pays it; its catalogue is loaded anyway.
 */
function grouped(whole: number): string {
  const digits = String(whole);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return head ? `${head},${digits.slice(-3)}` : digits;
}

/** Whole rupees with Indian digit grouping: 1500 -> "₹1,500", 150000 -> "₹1,50,000". */
function englishRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  return `₹${amount < 0 && whole > 0 ? "-" : ""}${grouped(whole)}`;
}

/**
 * An API amount in paise as rupees: whole rupees without decimals (15000000 -> "₹1,50,000"),
 * anything else with its paise (49950 -> "₹499.50"), so a half share is never rounded away.
 */
function englishPaise(paise: number): string {
  if (paise % 100 === 0) return englishRupees(paise / 100);
  const whole = Math.abs(Math.trunc(paise));
  const cents = String(whole % 100).padStart(2, "0");
  return `₹${paise < 0 ? "-" : ""}${grouped(Math.floor(whole / 100))}.${cents}`;
}

const WHOLE = { style: "currency", currency: "INR", maximumFractionDigits: 0 } as const;
const WITH_PAISE = { style: "currency", currency: "INR", minimumFractionDigits: 2 } as const;

/** Whole rupees with Indian digit grouping (lakh and crore) in the language shown:
 * 1500 -> "₹1,500", 150000 -> "₹1,50,000"; another language through Intl (hi-IN). */
export function formatRupees(amount: number): string {
  if (currentLanguage() === "en") return englishRupees(amount);
  return numberFormat(WHOLE).format(Math.round(amount) || 0);
}

/**
 * An API amount in paise as rupees: whole rupees without decimals (15000000 -> "₹1,50,000"),
 * anything else with its paise (49950 -> "₹499.50"), so a half share is never rounded away.
 */
export function formatPaise(paise: number): string {
  if (currentLanguage() === "en") return englishPaise(paise);
  if (paise % 100 === 0) return formatRupees(paise / 100);
  return numberFormat(WITH_PAISE).format(paise / 100);
}
