import { api } from "../../../shared/api/api-client";
import type { BookerPage } from "../types";

/** GET /events/{id}/bookings?page=N[&phone=digits]: who booked, newest first (the host only). */
export function listEventBookers(id: number, page: number, phone: string, signal?: AbortSignal): Promise<BookerPage> {
  return api.get<BookerPage>(`/events/${id}/bookings`, { query: { page, phone: phone || undefined }, signal });
}
