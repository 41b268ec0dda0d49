import type { Schema } from "../../shared/api/schemas";

export type Coupon = Schema<"CouponOut">;
export type CouponDraft = Schema<"CouponIn">;
export type MyProfile = Schema<"ProfileOut">;
export type EventPage = Schema<"EventPageOut">;
