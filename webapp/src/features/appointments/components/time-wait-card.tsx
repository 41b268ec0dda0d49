import { WAITLIST_TEXTS as W } from "../../../shared/waitlist/constants";
import type { TimeWait } from "../../../shared/waitlist/types";
import { offerDeadline, WaitStatus } from "../../../shared/waitlist/wait-status";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { clockIn } from "../lib/wait-times";
import { AppointmentCardHeader } from "./appointment-card-header";
import { Fact, WhenFacts } from "./appointment-facts";

interface TimeWaitCardProps {
  wait: TimeWait;
  busy: boolean;
  take: (wait: TimeWait) => void;
  leave: (wait: TimeWait) => void;
}

/**
 * A place in line for a full time (/yourAppoinments): with whom and when, where the client
 * stands; or the place offered to them with its countdown, to book ("Book Now") or decline.
 */
export function TimeWaitCard({ wait, busy, take, leave }: TimeWaitCardProps) {
  const { professional } = wait;
  const headingId = `time-wait-${wait.id}`;
  const offer = offerDeadline(wait);
  const when = { ...wait, end: clockIn(wait.ends_at, wait.time_zone) };
  return (
    <article className="card appointment-card time-wait-card" aria-labelledby={headingId}>
      <AppointmentCardHeader professional={professional} headingId={headingId} />
      <dl className="appointment-facts">
        <WhenFacts appointment={when} />
        <Fact term={T.session}>{wait.plan_name}</Fact>
      </dl>
      <div className="time-wait-status">
        <WaitStatus wait={wait} />
      </div>
      <div className="appointment-actions">
        {offer && (
          <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => take(wait)}>
            {W.bookNow}
          </button>
        )}
        <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => leave(wait)}>
          {offer ? W.declineOffer : W.leaveWaitlist}
        </button>
      </div>
    </article>
  );
}
