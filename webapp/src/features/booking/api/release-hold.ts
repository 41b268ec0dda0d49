import { api } from "../../../shared/api/api-client";

/**
 * DELETE /appointments/{id}/hold: the client walks away from a pay-first hold, and its place
 * is offered again at once instead of when the hold lapses. The server moves only an unpaid
 * hold, so a release racing a payment never cancels what was paid. Best effort: a hold not
 * given back lapses on its own.
 */
export function releaseHold(appointmentId: number): Promise<void> {
  return api
    .delete<unknown>(`/appointments/${appointmentId}/hold`, { keepalive: true })
    .then(
      () => undefined,
      () => undefined,
    );
}
