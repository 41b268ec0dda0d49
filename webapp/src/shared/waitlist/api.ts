import { api } from "../api/api-client";
import type { TakenAppointment, TimeLine, TimeWait, TimeWaitDraft } from "./types";

/** Cache keys of the appointment waitlists; the app's live wiring invalidates them. */
export const timeWaitKeys = {
  all: ["time-waits"] as const,
  /** The caller's places in line. */
  mine: () => ["time-waits", "mine"] as const,
  /** The signed-in professional's lines. */
  lines: () => ["time-waits", "lines"] as const,
};

/** GET /appointments/waitlist: the caller's places in line for times to come, newest first. */
export function listMyTimeWaits(signal?: AbortSignal): Promise<TimeWait[]> {
  return api.get<TimeWait[]>("/appointments/waitlist", { signal });
}

/** POST /appointments/waitlist: joins the line of a full time (409 while it has a place). */
export function joinTimeWaitlist(draft: TimeWaitDraft): Promise<TimeWait> {
  return api.post<TimeWait>("/appointments/waitlist", draft);
}

/** DELETE /appointments/waitlist/{id}: leaves the line; with a place offered, declines it. */
export function leaveTimeWaitlist(waitId: number): Promise<void> {
  return api.delete<void>(`/appointments/waitlist/${waitId}`);
}

/**
 * POST /appointments/{id}/take: takes the place offered: pending (paid later) or
 * awaiting_payment until the offer's deadline (pay-first). 409 when the offer lapsed.
 */
export function takeOffer(offerAppointmentId: number): Promise<TakenAppointment> {
  return api.post<TakenAppointment>(`/appointments/${offerAppointmentId}/take`);
}

/** GET /appointments/waitlists: the professional's upcoming times with people in line, soonest first. */
export function listTimeLines(signal?: AbortSignal): Promise<TimeLine[]> {
  return api.get<TimeLine[]>("/appointments/waitlists", { signal });
}
