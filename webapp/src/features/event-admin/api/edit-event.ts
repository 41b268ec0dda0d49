import { api } from "../../../shared/api/api-client";
import type { EventDetail, EventInput } from "../types";

/** PUT /events/{id}: every field again (the host only). */
export function editEvent(id: number, input: EventInput): Promise<EventDetail> {
  return api.put<EventDetail>(`/events/${id}`, input);
}
