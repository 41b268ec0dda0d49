import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import { Picture } from "../../../shared/ui/picture";
import { DEFAULT_BANNER, EVENT_ADMIN_TEXTS as T, SHORT_DESCRIPTION_CUT, TITLE_CUT } from "../constants";
import { cut } from "../lib/cut";
import { formatEventDate } from "../lib/event-date";
import { slotsText } from "../lib/slots";
import type { EventSummary } from "../types";

// .event-admin-banner spans its card (16 px padding, 1 px borders): 1, then from 768 px 2 a row,
// 16 px apart, in the page's 960 px column less its 16 px padding.
const BANNER_SIZES = "(min-width: 960px) 422px, (min-width: 768px) calc(50vw - 58px), calc(100vw - 66px)";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One of the host's events: its picture and facts, and where the host can go with it. */
export function EventAdminCard({ event }: { event: EventSummary }) {
  const navigate = useNavigate();
  const headingId = `event-${event.id}`;
  return (
    <article className="card event-admin-card" aria-labelledby={headingId}>
      <Picture
        className="event-admin-banner"
        src={event.banner || DEFAULT_BANNER}
        sources={event.banner_sources}
        sizes={BANNER_SIZES}
        alt=""
        width={960}
        height={540}
      />
      <h2 id={headingId} title={event.title}>
        {cut(event.title, TITLE_CUT)}
      </h2>
      <p className="muted">{cut(event.short_description, SHORT_DESCRIPTION_CUT)}</p>
      <dl className="event-admin-facts">
        <Fact term={T.date}>{formatEventDate(event.date)}</Fact>
        <Fact term={T.time}>{formatTimeRange(event.start.slice(0, 5), event.end.slice(0, 5))}</Fact>
        <Fact term={T.slots}>{slotsText(event)}</Fact>
        <Fact term={T.type}>{event.type}</Fact>
        <Fact term={T.price}>{event.price > 0 ? formatRupees(event.price) : T.free}</Fact>
      </dl>
      <div className="event-admin-actions">
        <button type="button" className="button button-outline button-small" onClick={() => navigate("/editEvent", { state: { id: event.id } })}>
          {T.edit}
        </button>
        <button
          type="button"
          className="button button-outline button-small"
          onClick={() => navigate("/viewEvent", { state: { id: event.id, path: "/events" } })}
        >
          {T.view}
        </button>
        <button type="button" className="button button-primary button-small" onClick={() => navigate("/EventBookings", { state: { id: event.id } })}>
          {T.bookings}
        </button>
      </div>
    </article>
  );
}

export function EventAdminCardSkeleton() {
  return <div className="card event-admin-card skeleton event-admin-skeleton" aria-hidden="true" />;
}
