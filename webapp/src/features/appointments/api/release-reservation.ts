import { api } from "../../../shared/api/api-client";
import type { Received } from "./types";

/** POST /appointments/{id}/release: the professional gives a reserved place back. */
export function releaseReservation(id: number): Promise<Received> {
  return api.post<Received>(`/appointments/${id}/release`);
}
