import { api } from "../../../shared/api/api-client";
import type { Coupon, CouponDraft, EventPage, MyProfile } from "../types";

/** GET /coupons: the professional's codes, newest first, with uses and revenue. */
export function listCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return api.get<Coupon[]>("/coupons", { signal });
}

/** POST /coupons: 400 with each wrong field's message. */
export function createCoupon(draft: CouponDraft): Promise<Coupon> {
  return api.post<Coupon>("/coupons", draft);
}

export function pauseCoupon(id: number, active: boolean): Promise<Coupon> {
  return api.post<Coupon>(`/coupons/${id}/${active ? "resume" : "pause"}`);
}

/** DELETE /coupons/{id}: deleted, or (a code with uses) only deactivated. */
export function deleteCoupon(id: number): Promise<Coupon | null> {
  return api.delete<Coupon | null>(`/coupons/${id}`);
}

/** The professional's plans and link name, and their webinars: what a code may be for. */
export async function couponChoices(signal?: AbortSignal) {
  const [profile, events] = await Promise.all([
    api.get<MyProfile>("/profiles/me", { signal }),
    api.get<EventPage>("/events/mine", { query: { page: 1 }, signal }),
  ]);
  const now = Date.now();
  return {
    username: profile.username,
    plans: profile.plans,
    events: events.items.filter((event) => new Date(event.starts_at).getTime() > now),
  };
}
