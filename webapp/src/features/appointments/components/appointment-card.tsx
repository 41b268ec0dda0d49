import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import { APPOINTMENT_TEXTS as T } from "../constants";
import type { Appointment } from "../api/types";
import { formatAppointmentDate } from "../lib/appointment-date";
import { AppointmentStatus } from "./appointment-status";

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** One booking as the client sees it: with whom, when (in the professional's zone), what. */
export function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const { professional } = appointment;
  const otherZone = appointment.time_zone !== browserTimeZone();
  return (
    <article className="card appointment-card" aria-labelledby={`appointment-${appointment.id}`}>
      <header className="appointment-card-header">
        <img src={professional.image || "/default-avatar.svg"} alt="" width={48} height={48} />
        <div>
          <h2 id={`appointment-${appointment.id}`}>{professional.name}</h2>
          <p className="muted">{professional.position}</p>
        </div>
      </header>
      <dl className="appointment-facts">
        <div>
          <dt>{T.date}</dt>
          <dd>{formatAppointmentDate(appointment.date)}</dd>
        </div>
        <div>
          <dt>{T.session}</dt>
          <dd>{appointment.plan_name}</dd>
        </div>
        <div>
          <dt>{T.time}</dt>
          <dd>
            {formatTimeRange(appointment.start, appointment.end)}
            {otherZone && <span className="appointment-zone">{T.timeZone(appointment.time_zone)}</span>}
          </dd>
        </div>
        <div>
          <dt>{T.type}</dt>
          <dd>{appointment.plan_type}</dd>
        </div>
        <div>
          <dt>{T.price}</dt>
          <dd>{formatRupees(appointment.price)}</dd>
        </div>
        <div>
          <dt>{T.status}</dt>
          <dd>
            <AppointmentStatus appointment={appointment} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function AppointmentCardSkeleton() {
  return <div className="card appointment-card skeleton appointment-skeleton" aria-hidden="true" />;
}
