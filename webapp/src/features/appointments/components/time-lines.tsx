import { useQuery } from "@tanstack/react-query";
import { listTimeLines, timeWaitKeys } from "../../../shared/waitlist/api";
import { WAITLIST_TEXTS as W } from "../../../shared/waitlist/constants";
import { WaiterLine } from "../../../shared/waitlist/waiter-line";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { formatAppointmentDate } from "../lib/appointment-date";
import { formatStart } from "../lib/wait-times";

/**
 * The professional's upcoming times with people in line, soonest first: each with who waits,
 * in order, and whom a place is offered to now. Live: every move of a line sends
 * `waitlist.changed` to the professional's topic, which refetches it (app/live-query-updates.ts).
 */
export function TimeLines() {
  const { data } = useQuery({ queryKey: timeWaitKeys.lines(), queryFn: ({ signal }) => listTimeLines(signal) });
  const lines = (data ?? []).filter((line) => line.waiters.length > 0);
  if (lines.length === 0) return null;
  return (
    <section className="time-waitlists" aria-labelledby="time-lines-title">
      <h2 id="time-lines-title" className="appointments-section-title">
        {W.waitlists}
      </h2>
      <ul className="time-lines">
        {lines.map((line) => {
          const headingId = `time-line-${line.line}`;
          return (
            <li key={line.line}>
              <article className="card time-line" aria-labelledby={headingId}>
                <h3 id={headingId} className="time-line-title">
                  {formatAppointmentDate(line.date)} · {formatStart(line.start)}{" "}
                  <span className="muted time-line-count">{T.waiting(line.waiters.length)}</span>
                </h3>
                <WaiterLine waiters={line.waiters} offered={W.offered} />
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
