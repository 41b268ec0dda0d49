import type { Schema } from "../../shared/api/schemas";

export type Profile = Schema<"ProfileOut">;
export type Plan = Schema<"PlanOut">;
export type Review = Schema<"ReviewOut">;
export type ReviewPage = Schema<"ReviewPageOut">;
export type BasicInfo = Schema<"BasicInfoIn">;
export type SearchDetails = Schema<"SearchDetailsIn">;
export type PlansPayload = Schema<"PlansIn">;
export type PlanDraft = Schema<"PlanIn">;
export type ItemFields = Schema<"ItemIn">;
export type PlanType = Plan["type"];
