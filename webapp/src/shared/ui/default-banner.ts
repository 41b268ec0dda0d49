/** The banner shown where a profile or an event has none of its own (webapp/public). */
export const DEFAULT_BANNER = "/default-banner.svg";
