import { EVENT_ADMIN_TEXTS as T } from "../constants";
import type { Booker } from "../types";

/** One person who booked: name, e-mail and phone (both clickable). */
export function BookerCard({ booker }: { booker: Booker }) {
  const headingId = `booker-${booker.id}`;
  return (
    <article className="card booker-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{booker.name}</h2>
      <dl className="event-admin-facts">
        <div>
          <dt>{T.email}</dt>
          <dd>
            <a href={`mailto:${booker.email}`}>{booker.email}</a>
          </dd>
        </div>
        <div>
          <dt>{T.phone}</dt>
          <dd>
            <a href={`tel:${booker.phone}`}>{booker.phone}</a>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function BookerCardSkeleton() {
  return <div className="card booker-card skeleton booker-skeleton" aria-hidden="true" />;
}
