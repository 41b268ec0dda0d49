import { Link } from "react-router-dom";
import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import type { Webinar } from "../api/list-popular-events";
import {
  DEFAULT_BANNER,
  HOME_TEXTS as T,
  WEBINAR_SHORT_DESCRIPTION_CUT,
  WEBINAR_TITLE_CUT,
  webinarPath,
} from "../constants";

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}...` : text);

const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayText = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : DAY.format(parsed);
};

function slotsText({ seats, left }: Webinar): string {
  if (seats === null) return T.unlimited;
  return left === 0 ? `${seats} · ${T.soldOut}` : `${seats} · ${left} left`;
}

/** A webinar on the home page: image, title, short description, date, time, slots and type. */
export function WebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <Link to={webinarPath(webinar.id)} className="webinar-card" aria-label={webinar.title}>
      <img className="webinar-card-banner" src={webinar.banner || DEFAULT_BANNER} alt="" loading="lazy" />
      <span className="webinar-card-body">
        <span className="webinar-card-title">{cut(webinar.title, WEBINAR_TITLE_CUT)}</span>
        <span className="webinar-card-short">{cut(webinar.short_description, WEBINAR_SHORT_DESCRIPTION_CUT)}</span>
        <span className="webinar-card-facts">
          <span>{dayText(webinar.date)}</span>
          <span>{formatTimeRange(webinar.start, webinar.end)}</span>
          <span>
            {T.slots}: {slotsText(webinar)}
          </span>
          <span>{webinar.type}</span>
          <span className="webinar-card-price">{webinar.price > 0 ? formatRupees(webinar.price) : T.free}</span>
        </span>
      </span>
    </Link>
  );
}

export function WebinarCardSkeleton() {
  return (
    <div className="webinar-card webinar-card-skeleton" aria-hidden="true">
      <div className="webinar-card-banner skeleton" />
      <div className="webinar-card-body">
        <div className="skeleton webinar-skeleton-line" />
        <div className="skeleton webinar-skeleton-line webinar-skeleton-line-short" />
      </div>
    </div>
  );
}
