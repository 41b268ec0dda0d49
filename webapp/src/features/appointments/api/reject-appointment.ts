import { api } from "../../../shared/api/api-client";
import type { Received } from "./types";

/** POST /appointments/{id}/reject {reason}: a paid one is refunded in full by the server. */
export function rejectAppointment(id: number, reason: string): Promise<Received> {
  return api.post<Received>(`/appointments/${id}/reject`, { reason });
}
