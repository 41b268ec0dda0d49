import { STATUS_TEXTS } from "../constants";
import type { Appointment } from "../api/types";

/** The status a card shows: "Paid" once paid (and not cancelled or expired since). */
export function statusKey(appointment: Pick<Appointment, "status" | "paid">): string {
  return appointment.paid && appointment.status === "accepted" ? "paid" : appointment.status;
}

export function statusText(appointment: Pick<Appointment, "status" | "paid">): string {
  const key = statusKey(appointment);
  return STATUS_TEXTS[key] ?? key;
}
