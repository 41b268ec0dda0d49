import { api } from "../../../shared/api/api-client";
import type { EventBookingDraft, Wait } from "../types";

/** GET /events/waitlist: the caller's places on waitlists, with a seat offered where there is one. */
export function listMyWaits(signal?: AbortSignal): Promise<Wait[]> {
  return api.get<Wait[]>("/events/waitlist", { signal });
}

/** POST /events/{id}/waitlist: joins a sold-out event's waitlist (409 while a seat is free). */
export function joinWaitlist(eventId: number, draft: EventBookingDraft): Promise<Wait> {
  return api.post<Wait>(`/events/${eventId}/waitlist`, draft);
}

/** DELETE /events/waitlist/{id}: leaves the line; with a seat offered, declines it. */
export function leaveWaitlist(waitId: number): Promise<void> {
  return api.delete<void>(`/events/waitlist/${waitId}`);
}
