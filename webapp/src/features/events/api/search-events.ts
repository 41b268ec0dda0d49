import { api } from "../../../shared/api/api-client";
import type { EventPage } from "../types";

/** GET /events/search?query=&page= (public): upcoming events, soonest first; "" lists all. */
export function searchEvents(query: string, page: number, signal?: AbortSignal): Promise<EventPage> {
  return api.get<EventPage>("/events/search", { query: { query, page }, signal });
}
