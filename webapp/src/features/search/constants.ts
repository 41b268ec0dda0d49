// The texts of the search screens are t() calls in their components (namespace "search").

/** The overlay first goes to / and after this delay to the target (spec: constants). */
export const SEARCH_NAVIGATION_DELAY_MS = 100;
export const SEARCH_RESULTS_PATH = "/searchList";
export const EVENT_SEARCH_PATH = "/eventSearch";

/** Placeholders while the first page loads, and while a further page loads. */
export const RESULTS_SKELETON_COUNT = 6;
export const NEXT_PAGE_SKELETON_COUNT = 2;
