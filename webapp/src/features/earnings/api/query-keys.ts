/** Cache keys of the earnings screens; the app's live-frame wiring refetches them too. */
export const earningsKeys = {
  all: () => ["earnings"] as const,
  summary: () => ["earnings", "summary"] as const,
  withdrawals: () => ["earnings", "withdrawals"] as const,
};
