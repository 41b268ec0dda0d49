import type { ReactNode } from "react";
import { Link, type To } from "react-router-dom";
import { SHORT_DESCRIPTION_CUT, TITLE_CUT } from "../constants";
import { cut } from "../lib/cut";
import type { EventInfo } from "../types";
import { EventBanner } from "./event-banner";
import { EventFactsList } from "./event-facts-list";

interface EventCardProps {
  event: EventInfo;
  /** Where the banner and title lead, with its navigation state. */
  to?: { pathname: To; state?: unknown };
  children?: ReactNode;
}

/** A list's event: banner, title cut at 46, short description cut at 80, and its facts. */
export function EventCard({ event, to, children }: EventCardProps) {
  const head = (
    <>
      <EventBanner src={event.banner} sources={event.banner_sources} title={event.title} shown="card" />
      <h2 className="event-card-title">{cut(event.title, TITLE_CUT)}</h2>
    </>
  );
  return (
    <article className="event-card" aria-label={event.title}>
      {to ? (
        <Link to={to.pathname} state={to.state} className="event-card-link">
          {head}
        </Link>
      ) : (
        <div className="event-card-link">{head}</div>
      )}
      <div className="event-card-body">
        <p className="event-card-short">{cut(event.short_description, SHORT_DESCRIPTION_CUT)}</p>
        <EventFactsList event={event} />
        {children && <div className="event-card-actions">{children}</div>}
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="event-card event-card-skeleton" aria-hidden="true">
      <div className="event-card-banner skeleton" />
      <div className="event-card-body">
        <div className="skeleton event-skeleton-line" />
        <div className="skeleton event-skeleton-line event-skeleton-line-short" />
      </div>
    </div>
  );
}
