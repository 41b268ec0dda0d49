import type { Schema } from "../../../shared/api/schemas";

export type ScheduleOut = Schema<"ScheduleOut">;
export type ScheduleIn = Schema<"ScheduleIn">;
export type WindowOut = Schema<"WindowOut">;
