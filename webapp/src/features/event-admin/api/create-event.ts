import { api } from "../../../shared/api/api-client";
import type { EventDetail, EventInput } from "../types";

/** POST /events: a new event of the signed-in host. */
export function createEvent(input: EventInput): Promise<EventDetail> {
  return api.post<EventDetail>("/events", input);
}
