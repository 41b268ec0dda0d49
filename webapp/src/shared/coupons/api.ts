import { api } from "../api/api-client";
import type { Schema } from "../api/schemas";

export type CouponCheck = Schema<"CouponCheckOut">;

/** What a code may be checked on: one plan, or one webinar. */
export type CouponTarget = { plan_id: number } | { event_id: number };

/**
 * GET /coupons/check?code=&plan_id= (or &event_id=): the price before and after the code, or
 * why it does not apply (`message`, with the full price). The booking checks it again.
 */
export function checkCoupon(code: string, target: CouponTarget, signal?: AbortSignal): Promise<CouponCheck> {
  return api.get<CouponCheck>("/coupons/check", { query: { code, ...target }, signal });
}
