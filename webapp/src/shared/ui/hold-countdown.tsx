import { countdownText, msLeft } from "../format/countdown";

/** A pay-first hold (a time, a seat): how long it stays taken for this person (mm:ss). */
export function HoldCountdown({ note, expiresAt, now }: { note: string; expiresAt: string; now: number }) {
  return (
    <p className="hold-countdown" role="timer" aria-live="off">
      {note} <strong>{countdownText(msLeft(expiresAt, now))}</strong>
    </p>
  );
}
