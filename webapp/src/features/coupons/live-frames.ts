/**
 * A code's uses or state changed (to the professional's `user:<id>` topic). Apart from the
 * texts, so the app's live wiring does not pull them into the first download.
 */
export const COUPONS_CHANGED = "coupons.changed";
