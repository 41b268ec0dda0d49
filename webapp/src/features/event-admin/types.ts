import type { Schema } from "../../shared/api/schemas";

/** An event as GET /events/mine lists it. */
export type EventSummary = Schema<"EventOut">;
export type EventPage = Schema<"EventPageOut">;
/** The host's full event, with the response sent to bookers (GET /events/{id}/details). */
export type EventDetail = Schema<"EventDetailOut">;
/** What the create and edit screens send. */
export type EventInput = Schema<"EventIn">;
/** One row of who booked (GET /events/{id}/bookings). */
export type Booker = Schema<"BookerOut">;
export type BookerPage = Schema<"BookerPageOut">;

/** The navigation state the host screens expect: the event's id. */
export interface EventIdState {
  id: number;
}
/** One person on an event's waitlist (GET /events/{id}/waitlist). */
export type Waiter = Schema<"WaiterOut">;
