import { api } from "../../../shared/api/api-client";
import type { EventDetail } from "../types";

/** GET /events/{id}/details: with the response, for the host and those who booked (else 404). */
export function getEventDetails(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return api.get<EventDetail>(`/events/${id}/details`, { signal });
}
