import type { Schema } from "../api/schemas";

/**
 * The waitlist of a full appointment time (/api/v1/appointments/waitlist...), as the server's
 * schemas say (make api-types).
 */

/** A place of the caller's in the line for a full time (GET /appointments/waitlist). */
export type TimeWait = Schema<"TimeWaitOut">;
/** A time of the signed-in professional with people in line (GET /appointments/waitlists). */
export type TimeLine = Schema<"TimeLineOut">;
/** One person in such a line: position 0 is offered a place now. */
export type TimeWaiter = Schema<"TimeWaiterOut">;
/** What joining sends: the booking's own body. */
export type TimeWaitDraft = Schema<"AppointmentIn">;
/** The appointment a place taken from the line becomes (the client's card). */
export type TakenAppointment = Schema<"AppointmentOut">;
