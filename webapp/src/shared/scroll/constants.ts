/** Spec, constants: an infinite list's scroll listener runs at most every 150 ms... */
export const INFINITE_SCROLL_THROTTLE_MS = 150;
/** ...and loads the next page once the viewport's bottom passes 80 % of the page height. */
export const INFINITE_SCROLL_THRESHOLD = 0.8;
