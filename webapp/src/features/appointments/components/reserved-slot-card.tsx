import { releaseReservation } from "../api/release-reservation";
import type { Received } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useAppointmentAction } from "../hooks/use-appointment-action";
import { WhenFacts } from "./appointment-facts";

/**
 * A place the professional blocked for themselves; "Release" offers it to clients again. A
 * released one stays listed (the server keeps it, cancelled) and says so.
 */
export function ReservedSlotCard({ reservation }: { reservation: Received }) {
  const { run, busy } = useAppointmentAction();
  const headingId = `reserved-${reservation.id}`;
  const held = reservation.status === "reserved";
  const release = () => run(() => releaseReservation(reservation.id), { done: T.released, failed: T.tryAgain });
  return (
    <article className={`card appointment-card${held ? " reserved-card" : ""}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="appointment-card-title">
        {T.reservedSlot}
      </h2>
      <dl className="appointment-facts">
        <WhenFacts appointment={reservation} />
      </dl>
      {held ? (
        <div className="appointment-actions">
          <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void release()}>
            {T.release}
          </button>
        </div>
      ) : (
        <p className="muted appointment-released">{T.releasedNote}</p>
      )}
    </article>
  );
}
