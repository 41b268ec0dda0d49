import { api } from "../../../shared/api/api-client";
import type { EventBookingPage } from "../types";

/** GET /events/booked?page=: the caller's booked events, newest booking first. */
export function listBookedEvents(page: number, signal?: AbortSignal): Promise<EventBookingPage> {
  return api.get<EventBookingPage>("/events/booked", { query: { page }, signal });
}
