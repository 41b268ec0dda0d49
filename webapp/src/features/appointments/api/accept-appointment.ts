import { api } from "../../../shared/api/api-client";
import type { Received } from "./types";

/** POST /appointments/{id}/accept (the professional; 409 when it is no longer pending). */
export function acceptAppointment(id: number): Promise<Received> {
  return api.post<Received>(`/appointments/${id}/accept`);
}
