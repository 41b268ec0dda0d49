import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";
import type { Appointment, Received } from "./types";

export type ProposeIn = Schema<"ProposeIn">;

/**
 * POST /appointments/{id}/proposals: the professional proposes one to three free times,
 * each held for the client (400 on `times.<n>.<field>`; 409 once it ended or began).
 */
export function proposeTimes(id: number, proposal: ProposeIn): Promise<Received> {
  return api.post<Received>(`/appointments/${id}/proposals`, proposal);
}

/** POST .../proposals/{proposal}/pick: the client moves it to that proposed time. */
export function pickProposal(id: number, proposalId: number): Promise<Appointment> {
  return api.post<Appointment>(`/appointments/${id}/proposals/${proposalId}/pick`);
}

/** POST .../proposals/decline: the client declines them all (cancelled, refunded in full). */
export function declineProposals(id: number): Promise<Appointment> {
  return api.post<Appointment>(`/appointments/${id}/proposals/decline`);
}
