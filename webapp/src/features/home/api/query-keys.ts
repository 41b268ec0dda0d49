/** Cache keys of the home page's carousels. */
export const homeKeys = {
  popular: (term: string) => ["home", "popular", term] as const,
  popularWebinars: () => ["home", "popular-webinars"] as const,
};
