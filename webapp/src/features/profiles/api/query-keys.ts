/** Cache keys of the profile screens, in one place so invalidation and reads agree. */
export const profileKeys = {
  all: ["profiles"] as const,
  /** The signed-in user's own profile (view and editor share it). */
  me: () => ["profiles", "me"] as const,
  /** A public profile by id or username, as written in the URL. */
  detail: (ref: string) => ["profiles", "detail", ref] as const,
  reviews: (ref: string) => ["profiles", "reviews", ref] as const,
};
