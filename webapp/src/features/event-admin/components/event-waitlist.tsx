import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listEventWaitlist } from "../api/list-event-waitlist";
import { eventAdminKeys } from "../api/query-keys";
import { EVENT_ADMIN_TEXTS as T } from "../constants";

/**
 * The event's waitlist, for its host: how many wait and in what order, with whom a seat is
 * offered to now. Live: each change of the line sends `event.seats` to the host's own topic,
 * which refetches the host's event screens (app/live-query-updates.ts).
 */
export function EventWaitlist({ id }: { id: number }) {
  const { t } = useTranslation("event-admin");
  const { data: line } = useQuery({ queryKey: eventAdminKeys.waitlist(id), queryFn: ({ signal }) => listEventWaitlist(id, signal) });
  if (!line || line.length === 0) return null;
  return (
    <section className="card event-waitlist" aria-labelledby="event-waitlist-title">
      <h2 id="event-waitlist-title">{t("Waitlist ({{size}})", { size: line.length })}</h2>
      <ol className="event-waitlist-line">
        {line.map((waiter) => (
          <li key={waiter.id}>
            <span className="event-waitlist-place">{waiter.position === 0 ? t("Offered a seat") : T.place(waiter.position)}</span>{" "}
            {waiter.name} · <a href={`tel:${waiter.phone}`}>{waiter.phone}</a>
          </li>
        ))}
      </ol>
    </section>
  );
}
