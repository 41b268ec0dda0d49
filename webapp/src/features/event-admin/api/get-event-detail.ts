import { api } from "../../../shared/api/api-client";
import type { EventDetail } from "../types";

/** GET /events/{id}/details: the event with its response (the host's own; 404 otherwise). */
export function getEventDetail(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return api.get<EventDetail>(`/events/${id}/details`, { signal });
}
