import { APPOINTMENT_TEXTS as T, STATUS_TEXTS } from "../constants";
import type { Appointment } from "../api/types";
import { useCountdown } from "../hooks/use-countdown";
import { countdownText } from "../../../shared/format/countdown";
import { formatPaise } from "../../../shared/format/rupees";
import { statusKey, statusText } from "../lib/status";

type Stated = Pick<Appointment, "status" | "paid" | "hold_expires_at" | "reason"> & {
  refunded_paise?: number;
};

/**
 * The status in words; an unpaid hold counts down live to the moment it lapses, and a
 * rejection says why.
 */
export function AppointmentStatus({ appointment }: { appointment: Stated }) {
  const holding = appointment.status === "awaiting_payment" && appointment.hold_expires_at !== null;
  const left = useCountdown(holding ? appointment.hold_expires_at : null);
  // The server expires the hold on time and says so (booking.updated); until that arrives the
  // card already reads as the server will.
  const key = left === 0 ? "expired" : statusKey(appointment);
  const text = left === 0 ? STATUS_TEXTS.expired : statusText(appointment);
  return (
    <span className={`appointment-status status-${key}`}>
      <span>{text}</span>
      {left !== null && left > 0 && (
        <span className="appointment-countdown" role="timer" aria-live="off">
          {T.payWithin(countdownText(left))}
        </span>
      )}
      {appointment.status === "rejected" && appointment.reason && (
        <span className="appointment-reason">{appointment.reason}</span>
      )}
      {Boolean(appointment.refunded_paise) && (
        <span className="appointment-refunded">{T.refunded(formatPaise(appointment.refunded_paise ?? 0))}</span>
      )}
    </span>
  );
}
