import { BOOKING_TEXTS as T } from "../constants";
import { countdownText, msLeft } from "../../../shared/format/countdown";

/** The pay-first hold: how long the place stays taken for this client (mm:ss). */
export function HoldCountdown({
  expiresAt,
  now,
}: {
  expiresAt: string;
  now: number;
}) {
  return (
    <p className="booking-hold" role="timer" aria-live="off">
      {T.holdNote} <strong>{countdownText(msLeft(expiresAt, now))}</strong>
    </p>
  );
}
