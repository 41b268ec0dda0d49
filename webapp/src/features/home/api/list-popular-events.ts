import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

export type Webinar = Schema<"EventOut">;

/** GET /events/popular (public): the most booked upcoming events, at most 20. */
export function listPopularEvents(signal?: AbortSignal): Promise<Webinar[]> {
  return api.get<Webinar[]>("/events/popular", { signal });
}
