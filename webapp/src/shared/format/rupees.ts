const RUPEES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 1500 -> "₹1,500", 150000 -> "₹1,50,000". */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}
