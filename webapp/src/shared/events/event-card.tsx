import type { ReactNode } from "react";
import { Link, type To } from "react-router-dom";
import { cut } from "../format/cut";
import { DEFAULT_BANNER } from "../ui/default-banner";
import { Picture, type PictureSources } from "../ui/picture";
import "./event-card.css";

/** The spec's card lengths: a title cut at 46 characters, a short description at 80. */
export const TITLE_CUT = 46;
export const SHORT_DESCRIPTION_CUT = 80;

export interface CardEvent {
  title: string;
  short_description: string;
  banner: string | null;
  banner_sources: PictureSources | null;
}

interface EventCardProps {
  event: CardEvent;
  /** The banner's `sizes`: how wide the list shows a card. */
  sizes: string;
  /** Its facts (date, time, seats, type, price), as the list words them. */
  facts: ReactNode;
  /**
   * "article" (the default): a list's card, whose banner and title lead to `to` when given,
   * with its actions (`children`) below. "link": the whole card is one link to `to` (the
   * home page's carousel), named by its text, which starts with the title as shown.
   */
  variant?: "article" | "link";
  to?: { pathname: To; state?: unknown };
  /** The banner's alternative text: empty where the title beside it says it all. */
  bannerAlt?: string;
  /** The card's name: its full title unless the list names it as its heading shows it. */
  named?: "title" | "heading";
  children?: ReactNode;
}

/** An event as every list shows it: banner, title, short description, facts and actions. */
export function EventCard({ event, sizes, facts, variant = "article", to, bannerAlt = "", named = "title", children }: EventCardProps) {
  const banner = (
    <Picture
      className="event-card-banner"
      src={event.banner || DEFAULT_BANNER}
      sources={event.banner_sources}
      sizes={sizes}
      alt={bannerAlt}
      width={960}
      height={540}
    />
  );
  const title = cut(event.title, TITLE_CUT);
  const short = cut(event.short_description, SHORT_DESCRIPTION_CUT);
  if (variant === "link" && to) {
    return (
      <Link to={to.pathname} state={to.state} className="card tile event-card event-card-whole">
        {banner}
        <span className="event-card-body">
          <span className="event-card-title">{title}</span>
          <span className="event-card-short">{short}</span>
          {facts}
        </span>
      </Link>
    );
  }
  const head = (
    <>
      {banner}
      <h2 className="event-card-title" title={event.title}>
        {title}
      </h2>
    </>
  );
  return (
    <article className="card tile event-card" aria-label={named === "title" ? event.title : title}>
      {to ? (
        <Link to={to.pathname} state={to.state} className="event-card-link">
          {head}
        </Link>
      ) : (
        <div className="event-card-link">{head}</div>
      )}
      <div className="event-card-body">
        <p className="event-card-short">{short}</p>
        {facts}
        {children && <div className="event-card-actions">{children}</div>}
      </div>
    </article>
  );
}

/** The card's shape while its list loads. */
export function EventCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={`card tile event-card ${className ?? ""}`.trim()} aria-hidden="true">
      <div className="event-card-banner skeleton" />
      <div className="event-card-body">
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}
