import type { Schema } from "../../../shared/api/schemas";

/** The client's card (GET /appointments/mine). */
export type Appointment = Schema<"AppointmentOut">;
export type AppointmentPage = Schema<"AppointmentPageOut">;
/** The professional's card (GET /appointments/received): a booking or their own reservation. */
export type Received = Schema<"ReceivedOut">;
export type ReceivedPage = Schema<"ReceivedPageOut">;
export type Message = Schema<"MessageOut">;
export type Review = Schema<"AppointmentReviewOut">;
/** A report that one side did not come, on either side's card. */
export type NoShow = Schema<"NoShowOut">;
export type DaySlots = Schema<"DaySlotsOut">;

/** What the professional's list is narrowed to ("" for none); time needs a date. */
export interface ReceivedFilter {
  date: string;
  time: string;
}
