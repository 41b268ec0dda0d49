/**
 * Rupees by hand, with Indian digit grouping (1,50,000: the last three digits, then pairs): the
 * same text as Intl's en-IN and hi-IN, which write rupees alike (Latin digits, "₹", lakh and
 * crore; rupees.test.ts checks every length in both). The first Intl.NumberFormat a page
 * creates loads the locale's data, which costs a mid-range phone about 200 ms of blocked main
 * thread at start-up: more than every price on a page together.
 */
function grouped(whole: number): string {
  const digits = String(whole);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return head ? `${head},${digits.slice(-3)}` : digits;
}

/** Whole rupees with Indian digit grouping (lakh and crore): 1500 -> "₹1,500", 150000 ->
 * "₹1,50,000". */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  return `₹${amount < 0 && whole > 0 ? "-" : ""}${grouped(whole)}`;
}

/**
 * An API amount in paise as rupees: whole rupees without decimals (15000000 -> "₹1,50,000"),
 * anything else with its paise (49950 -> "₹499.50"), so a half share is never rounded away.
 */
export function formatPaise(paise: number): string {
  if (paise % 100 === 0) return formatRupees(paise / 100);
  const whole = Math.abs(Math.trunc(paise));
  const cents = String(whole % 100).padStart(2, "0");
  return `₹${paise < 0 ? "-" : ""}${grouped(Math.floor(whole / 100))}.${cents}`;
}
