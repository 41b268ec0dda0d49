/** The day the terms and the privacy policy last changed (YYYY-MM-DD), shown in the page's language. */
export const LAST_UPDATED = "2025-06-01";
export const MINIMUM_AGE = 13;
export const SUPPORT_PATH = "/support";
