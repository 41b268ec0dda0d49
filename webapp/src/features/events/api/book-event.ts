import { api } from "../../../shared/api/api-client";
import type { EventBooking, EventBookingDraft } from "../types";

/**
 * POST /events/{id}/bookings: a seat of a free event. 409 with the server's message when sold
 * out, booked already, started, one's own, or paid (payment for events is not there yet).
 */
export function bookEvent(eventId: number, draft: EventBookingDraft): Promise<EventBooking> {
  return api.post<EventBooking>(`/events/${eventId}/bookings`, draft);
}
