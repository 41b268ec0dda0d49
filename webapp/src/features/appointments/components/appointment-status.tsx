import { APPOINTMENT_TEXTS as T, STATUS_TEXTS } from "../constants";
import type { Appointment } from "../api/types";
import { useCountdown } from "../hooks/use-countdown";
import { countdownText } from "../../../shared/format/countdown";
import { statusKey, statusText } from "../lib/status";

/** The status in words; an unpaid hold counts down live to the moment it lapses. */
export function AppointmentStatus({ appointment }: { appointment: Appointment }) {
  const holding = appointment.status === "awaiting_payment" && appointment.hold_expires_at !== null;
  const left = useCountdown(holding ? appointment.hold_expires_at : null);
  // The server expires the hold on time and says so (booking.updated); until that arrives the
  // card already reads as the server will.
  const key = left === 0 ? "expired" : statusKey(appointment);
  const text = left === 0 ? STATUS_TEXTS.expired : statusText(appointment);
  return (
    <p className={`appointment-status status-${key}`}>
      <span>{text}</span>
      {left !== null && left > 0 && (
        <span className="appointment-countdown" role="timer" aria-live="off">
          {T.payWithin(countdownText(left))}
        </span>
      )}
    </p>
  );
}
