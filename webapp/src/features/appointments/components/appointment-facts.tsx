import type { ReactNode } from "react";
import { formatTimeRange } from "../../../shared/format/time-range";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { formatAppointmentDate } from "../lib/appointment-date";
import { browserTimeZone, zonesDiffer } from "../lib/time-zone";

interface Timed {
  starts_at: string;
  date: string;
  start: string;
  end: string;
  time_zone: string;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Date and time as the spec writes them, in the professional's zone (named when not the viewer's). */
export function WhenFacts({ appointment }: { appointment: Timed }) {
  const otherZone = zonesDiffer(appointment.time_zone, browserTimeZone(), appointment.starts_at);
  return (
    <>
      <Fact term={T.date}>{formatAppointmentDate(appointment.date)}</Fact>
      <Fact term={T.time}>
        {formatTimeRange(appointment.start, appointment.end)}
        {otherZone && <span className="appointment-zone">{T.timeZone(appointment.time_zone)}</span>}
      </Fact>
    </>
  );
}
