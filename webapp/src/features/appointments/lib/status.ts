import { STATUS_TEXTS } from "../constants";

type Stated = { status: string; paid: boolean };

/** The status a card shows: "Paid" once paid (and not cancelled or expired since). */
export function statusKey(appointment: Stated): string {
  return appointment.paid && appointment.status === "accepted" ? "paid" : appointment.status;
}

export function statusText(appointment: Stated): string {
  const key = statusKey(appointment);
  return STATUS_TEXTS[key] ?? key;
}

/** Messages and the meeting response open once the appointment is accepted and paid. */
export function isPaidAndAccepted(appointment: Stated): boolean {
  return appointment.status === "accepted" && appointment.paid;
}

/** A professional's own block of a place (reserved, or released since), not a booking. */
export function isReservation(appointment: { reserved: boolean }): boolean {
  return appointment.reserved;
}
