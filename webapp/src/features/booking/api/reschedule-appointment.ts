import { api } from "../../../shared/api/api-client";
import type { Appointment, MoveDraft } from "../types";

/**
 * POST /appointments/{id}/reschedule: the client's appointment moves to this time (the same
 * appointment and payment). 400 on the field when the time cannot be booked; 409 when it
 * filled up meanwhile, beyond the professional's limit or notice, or once it has ended.
 */
export function rescheduleAppointment(id: number, move: MoveDraft): Promise<Appointment> {
  return api.post<Appointment>(`/appointments/${id}/reschedule`, move);
}
