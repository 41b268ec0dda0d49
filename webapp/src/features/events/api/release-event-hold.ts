import { api } from "../../../shared/api/api-client";

/**
 * DELETE /events/bookings/{id}/hold: the booker walks away from a paid seat's hold before
 * paying, and the seat is offered again at once instead of when the hold lapses. The server
 * moves only an unpaid hold, so a release racing a payment never cancels what was paid. Best
 * effort, and sent even as the page closes: a hold not given back lapses on its own.
 */
export function releaseEventHold(bookingId: number): Promise<void> {
  return api.delete<unknown>(`/events/bookings/${bookingId}/hold`, { keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}
