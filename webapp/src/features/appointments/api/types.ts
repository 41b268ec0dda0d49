import type { Schema } from "../../../shared/api/schemas";

export type Appointment = Schema<"AppointmentOut">;
export type AppointmentPage = Schema<"AppointmentPageOut">;
