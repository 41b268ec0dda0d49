import { api } from "../../../shared/api/api-client";
import type { Waiter } from "../types";

/** GET /events/{id}/waitlist: who waits for a seat, in the order seats are offered (the host only). */
export function listEventWaitlist(id: number, signal?: AbortSignal): Promise<Waiter[]> {
  return api.get<Waiter[]>(`/events/${id}/waitlist`, { signal });
}
