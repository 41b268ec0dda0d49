import { api } from "../../../shared/api/api-client";
import type { EventInfo } from "../types";

/** GET /events/{id} (public): the event as anyone may see it, never its response. */
export function getEvent(id: number, signal?: AbortSignal): Promise<EventInfo> {
  return api.get<EventInfo>(`/events/${id}`, { signal });
}
