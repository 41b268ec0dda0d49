import { api } from "../../../shared/api/api-client";
import type { Appointment, AppointmentDraft } from "../types";

/**
 * POST /appointments: pending (free-later) or awaiting_payment with a 10-minute hold
 * (pay-first). 409 when the time filled up meanwhile, was booked already, or is busy.
 */
export function bookAppointment(draft: AppointmentDraft): Promise<Appointment> {
  return api.post<Appointment>("/appointments", draft);
}
