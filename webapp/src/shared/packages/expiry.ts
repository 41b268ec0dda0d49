import { formatDateTime } from "../format/date-time";
import { PACKAGE_TEXTS as T } from "./constants";
import type { Purchase } from "./types";

/** "Valid until 5 Jan 2026, 3:04 PM", or "Expired on ..." once past. */
export function expiryText(purchase: Purchase): string {
  if (!purchase.expires_at) return "";
  const when = formatDateTime(purchase.expires_at);
  return purchase.expired ? T.expiredOn(when) : T.expiresOn(when);
}

/** A purchase a booking of `planId` may pay with now. */
export function usable(purchase: Purchase, planId: number | null, now = Date.now()): boolean {
  return (
    planId !== null &&
    purchase.plan_id === planId &&
    purchase.credits_left > 0 &&
    !!purchase.expires_at &&
    new Date(purchase.expires_at).getTime() > now
  );
}
