export const SEARCH_TEXTS = {
  placeholder: "Search Professional",
  close: "Close search",
  dialog: "Search",
} as const;

/** The overlay first goes to / and after this delay to the target (spec: constants). */
export const SEARCH_NAVIGATION_DELAY_MS = 100;
export const SEARCH_RESULTS_PATH = "/searchList";
