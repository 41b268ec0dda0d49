/** Cache keys of the search overlay and the results list, by the query as sent. */
export const searchKeys = {
  results: (query: string) => ["search", "results", query] as const,
  suggestions: (query: string) => ["search", "suggestions", query] as const,
};
