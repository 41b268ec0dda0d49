import { Link } from "react-router-dom";
import { formatCalendarDay } from "../../../shared/format/calendar-day";
import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import { Picture } from "../../../shared/ui/picture";
import type { Webinar } from "../api/list-popular-events";
import {
  DEFAULT_BANNER,
  HOME_TEXTS as T,
  WEBINAR_SHORT_DESCRIPTION_CUT,
  WEBINAR_TITLE_CUT,
  webinarPath,
} from "../constants";

/**
 * The banner spans its slide less the card's 1 px borders: 1.1, 2 then 4 slides 12 px apart
 * (WEBINAR_SLIDES) across the page's 960 px column less its 16 px padding.
 */
const BANNER_SIZES = "(min-width: 1024px) 221px, (min-width: 960px) 456px, (min-width: 640px) calc(50vw - 24px), calc(91vw - 32px)";

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}...` : text);

function slotsText({ seats, left }: Webinar): string {
  if (seats === null) return T.unlimited;
  return left === 0 ? `${seats} · ${T.soldOut}` : `${seats} · ${left} left`;
}

/**
 * A webinar on the home page: image, title, short description, date, time, slots and type.
 * The link is named by its text, which starts with the title as shown (an aria-label of the
 * full title would not contain the cut one, nor the facts, which voice control users read out).
 */
export function WebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <Link to={webinarPath(webinar.id)} className="webinar-card">
      <Picture
        className="webinar-card-banner"
        src={webinar.banner || DEFAULT_BANNER}
        sources={webinar.banner_sources}
        sizes={BANNER_SIZES}
        alt=""
        width={960}
        height={540}
      />
      <span className="webinar-card-body">
        <span className="webinar-card-title">{cut(webinar.title, WEBINAR_TITLE_CUT)}</span>
        <span className="webinar-card-short">{cut(webinar.short_description, WEBINAR_SHORT_DESCRIPTION_CUT)}</span>
        <span className="webinar-card-facts">
          <span>{formatCalendarDay(webinar.date)}</span>
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
