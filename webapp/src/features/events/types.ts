import type { Schema } from "../../shared/api/schemas";

export type EventInfo = Schema<"EventOut">;
export type EventDetail = Schema<"EventDetailOut">;
export type EventPage = Schema<"EventPageOut">;
export type EventBooking = Schema<"EventBookingOut">;
export type EventBookingPage = Schema<"EventBookingPageOut">;
export type EventBookingDraft = Schema<"EventBookingIn">;
export type Wait = Schema<"WaitOut">;
export type Waiter = Schema<"WaiterOut">;
