/** Cache keys of the coupons page; the app's live-frame wiring refetches them too. */
export const couponKeys = {
  all: () => ["coupons"] as const,
  list: () => ["coupons", "list"] as const,
  choices: () => ["coupons", "choices"] as const,
};
