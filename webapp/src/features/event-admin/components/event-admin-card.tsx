import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { EventCard } from "../../../shared/events/event-card";
import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import { viewEventAddress } from "../../../shared/routing/addresses";
import { EVENT_ADMIN_TEXTS as T } from "../constants";
import { formatEventDate } from "../lib/event-date";
import { slotsText } from "../lib/slots";
import type { EventSummary } from "../types";

// The card spans 1, then from 768 px 2 a row, 16 px apart, in the page's 960 px column less
// its 16 px padding, less the card's 1 px borders.
const BANNER_SIZES = "(min-width: 960px) 454px, (min-width: 768px) calc(50vw - 26px), calc(100vw - 34px)";

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
  const { t } = useTranslation("event-admin");
  const navigate = useNavigate();
  const facts = (
    <dl className="event-admin-facts">
      <Fact term={t("Date")}>{formatEventDate(event.date)}</Fact>
      <Fact term={t("Time")}>{formatTimeRange(event.start.slice(0, 5), event.end.slice(0, 5))}</Fact>
      <Fact term={t("Slots")}>{slotsText(event)}</Fact>
      <Fact term={t("Booked")}>{event.booked}</Fact>
      <Fact term={t("Type")}>{T.eventType(event.type)}</Fact>
      <Fact term={t("Price")}>{event.price > 0 ? formatRupees(event.price) : t("Free")}</Fact>
    </dl>
  );
  return (
    <EventCard event={event} sizes={BANNER_SIZES} facts={facts} named="heading">
      <button type="button" className="button button-outline button-small" onClick={() => navigate("/editEvent", { state: { id: event.id } })}>
        {t("Edit")}
      </button>
      <button
        type="button"
        className="button button-outline button-small"
        onClick={() => navigate(viewEventAddress(event.id, "/events"))}
      >
        {t("View")}
      </button>
      <button type="button" className="button button-primary button-small" onClick={() => navigate("/EventBookings", { state: { id: event.id } })}>
        {t("Bookings")}
      </button>
    </EventCard>
  );
}

export { EventCardSkeleton as EventAdminCardSkeleton } from "../../../shared/events/event-card";
