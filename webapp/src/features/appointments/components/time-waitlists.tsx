import { useQueryClient } from "@tanstack/react-query";
import { WAITLIST_TEXTS as W } from "../../../shared/waitlist/constants";
import { useMyTimeWaits, useTimeWaitActions } from "../../../shared/waitlist/use-time-waits";
import { appointmentKeys } from "../api/query-keys";
import { TimeWaitCard } from "./time-wait-card";

/**
 * The client's places in line for full times, above their appointments (only when there are
 * some). Live through the cache: `waitlist.changed` and an offer's notification refetch it
 * (app/live-query-updates.ts). Taking an offer makes an appointment: the list below refetches.
 */
export function TimeWaitlists() {
  const queryClient = useQueryClient();
  const { data } = useMyTimeWaits();
  const actions = useTimeWaitActions(() => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() }));
  const waits = data ?? [];
  if (waits.length === 0) return null;
  return (
    <section className="time-waitlists" aria-labelledby="time-waitlists-title">
      <h2 id="time-waitlists-title" className="appointments-section-title">
        {W.waitlists}
      </h2>
      <ul className="appointment-list">
        {waits.map((wait) => (
          <li key={wait.id}>
            <TimeWaitCard
              wait={wait}
              busy={actions.busy}
              take={(offered) => void actions.take(offered)}
              leave={(left) => void actions.leave(left)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
