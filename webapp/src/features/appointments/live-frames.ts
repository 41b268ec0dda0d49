/**
 * A line for a full time moved (joined, left, a place offered, taken, declined or lapsed): to
 * the professional's topic and to everyone in that line. Apart from the texts, so the app's
 * live wiring does not pull them into the first download.
 */
export const WAITLIST_CHANGED = "waitlist.changed";
