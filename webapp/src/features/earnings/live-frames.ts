/**
 * A withdrawal was requested, paid out or failed (to its owner's `user:<id>` topic). Apart from
 * the texts, so the app's live wiring does not pull them into the first download.
 */
export const WITHDRAWAL_UPDATED = "withdrawal.updated";

/** A refund was booked in the professional's ledger (after the cancel's own frame). */
export const EARNINGS_CHANGED = "earnings.changed";
