import { api } from "../../../shared/api/api-client";
import type { EventPage } from "../types";

/** GET /events/mine?page=N: the host's own events, newest first. */
export function listMyEvents(page: number, signal?: AbortSignal): Promise<EventPage> {
  return api.get<EventPage>("/events/mine", { query: { page }, signal });
}
