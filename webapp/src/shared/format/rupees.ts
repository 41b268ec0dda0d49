const RUPEES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole rupees with Indian digit grouping: 1500 -> "₹1,500", 150000 -> "₹1,50,000". */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/**
 * An API amount in paise as rupees: whole rupees without decimals (15000000 -> "₹1,50,000"),
 * anything else with its paise (49950 -> "₹499.50"), so a half share is never rounded away.
 */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : `₹${RUPEES_AND_PAISE.format(paise / 100)}`;
}
