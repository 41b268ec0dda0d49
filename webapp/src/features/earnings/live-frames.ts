/**
 * A withdrawal was requested, paid out or failed (to its owner's `user:<id>` topic). Apart from
 * the texts, so the app's live wiring does not pull them into the first download.
 */
export const WITHDRAWAL_UPDATED = "withdrawal.updated";
