import type { Schema } from "../../shared/api/schemas";

export type Professional = Schema<"ProfileOut">;
export type Plan = Schema<"PlanOut">;
export type DaySlots = Schema<"DaySlotsOut">;
export type Slot = Schema<"SlotOut">;
export type Appointment = Schema<"AppointmentOut">;
export type AppointmentDraft = Schema<"AppointmentIn">;
export type MoveDraft = Schema<"MoveIn">;
