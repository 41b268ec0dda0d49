import type { Schema } from "../../../shared/api/schemas";

export type ScheduleOut = Schema<"ScheduleOut">;
export type ScheduleIn = Schema<"ScheduleIn">;
export type WindowOut = Schema<"WindowOut">;
export type RulesIn = Schema<"RulesIn">;
export type MovesIn = Schema<"MovesIn">;
export type DayOffIn = Schema<"DayOffIn">;
export type DayOffOut = Schema<"DayOffOut">;
/** One time of a date's other hours, as sent and as answered (`hours` empty: a day off). */
export type HoursIn = NonNullable<DayOffIn["hours"]>[number];
export type HoursOut = DayOffOut["hours"][number];
