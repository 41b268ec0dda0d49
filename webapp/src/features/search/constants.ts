export const SEARCH_TEXTS = {
  placeholder: "Search Professional",
  close: "Close search",
  dialog: "Search",
  webinarPrefix: "Webinar: ",
  pleaseWait: "Please Wait...",
  suggestions: "Suggestions",
} as const;

export const SEARCH_LIST_TEXTS = {
  resultsFor: (query: string) => `Results for "${query}"`,
  allProfessionals: "All professionals",
  loading: "Loading",
  noDataAlt: "No data",
  noResults: "No professionals found",
  noResultsHint: "Try another name, position or category.",
} as const;

/** The overlay first goes to / and after this delay to the target (spec: constants). */
export const SEARCH_NAVIGATION_DELAY_MS = 100;
export const SEARCH_RESULTS_PATH = "/searchList";
export const EVENT_SEARCH_PATH = "/eventSearch";

/** Placeholders while the first page loads, and while a further page loads. */
export const RESULTS_SKELETON_COUNT = 6;
export const NEXT_PAGE_SKELETON_COUNT = 2;
