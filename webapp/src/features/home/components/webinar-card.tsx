import { useTranslation } from "react-i18next";
import { EventCard, EventCardSkeleton } from "../../../shared/events/event-card";
import { formatCalendarDay } from "../../../shared/format/calendar-day";
import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import type { Webinar } from "../api/list-popular-events";
import { WEBINAR_TYPE_TEXTS, webinarPath } from "../constants";

/**
 * The banner spans its slide less the card's 1 px borders: 1.1, 2 then 4 slides 12 px apart
 * (WEBINAR_SLIDES) across the page's 960 px column less its 16 px padding.
 */
const BANNER_SIZES = "(min-width: 1024px) 221px, (min-width: 960px) 456px, (min-width: 640px) calc(50vw - 24px), calc(91vw - 32px)";

/**
 * A webinar on the home page: the whole card is one link (the shared card's "link" variant),
 * named by its text, which starts with the title as shown and reads out its facts, as voice
 * control users say them.
 */
export function WebinarCard({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation("home");
  const { seats, left } = webinar;
  const slots =
    seats === null
      ? t("Slots: Unlimited")
      : left === 0
        ? t("Slots: {{seats}} · Sold out", { seats })
        : t("Slots: {{seats}} · {{left}} left", { seats, left });
  const facts = (
    <span className="webinar-card-facts">
      <span>{formatCalendarDay(webinar.date)}</span>
      <span>{formatTimeRange(webinar.start, webinar.end)}</span>
      <span>{slots}</span>
      <span>{WEBINAR_TYPE_TEXTS[webinar.type]}</span>
      <span className="webinar-card-price">{webinar.price > 0 ? formatRupees(webinar.price) : t("Free")}</span>
    </span>
  );
  return <EventCard event={webinar} variant="link" to={{ pathname: webinarPath(webinar.id) }} sizes={BANNER_SIZES} facts={facts} />;
}

export function WebinarCardSkeleton() {
  return <EventCardSkeleton className="webinar-card-skeleton" />;
}
