/** Cache keys of the earnings screens; the app's live-frame wiring refetches them too. */
export const earningsKeys = {
  all: () => ["earnings"] as const,
  summary: () => ["earnings", "summary"] as const,
  withdrawals: () => ["earnings", "withdrawals"] as const,
  preview: (balance: string, amount: string) => ["earnings", "preview", balance, amount] as const,
  taxWithheld: (year: string) => ["earnings", "tax-withheld", year] as const,
  feeInvoices: () => ["earnings", "fee-invoices"] as const,
  taxDetails: () => ["tax", "details"] as const,
};
