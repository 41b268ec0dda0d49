import { api } from "../../../shared/api/api-client";
import type { Received } from "./types";

/** POST /appointments/{id}/cancel (either side; 409 with the server's words when too late). */
export function cancelAppointment(id: number): Promise<Received> {
  return api.post<Received>(`/appointments/${id}/cancel`);
}
