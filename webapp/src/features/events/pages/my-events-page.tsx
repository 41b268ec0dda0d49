import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { PURPOSES } from "../../../shared/invoices/api";
import { InvoiceButton } from "../../../shared/invoices/invoice-button";
import { Page } from "../../../shared/ui/page";
import { EventCard, EventCardSkeleton } from "../components/event-card";
import { WaitCard } from "../components/wait-card";
import { ListEnd } from "../components/list-end";
import { EVENT_DETAILS_PATH, LIST_SKELETON_COUNT, MY_EVENTS_PATH } from "../constants";
import { useBookedEvents } from "../hooks/use-event-lists";
import { useMyWaits, useWaitlistActions } from "../hooks/use-waitlist";
import "./events.css";

/** /myEvents (session): seats offered and places on waitlists, then the events the user
 * booked, page by page. */
export function MyEventsPage() {
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  const waits = useMyWaits().data ?? [];
  const waitlist = useWaitlistActions();
  const { items, status, pages, loadMore } = useBookedEvents();
  useInfiniteScroll(loadMore, status === "more", pages);
  const firstPagePending = items.length === 0 && (status === "loading" || status === "failed");

  return (
    <Page>
      <h1 className="page-title">{t("My Events")}</h1>
      {waits.length > 0 && (
        <section aria-labelledby="waitlists-title" className="waitlists">
          <h2 id="waitlists-title" className="events-section-title">
            {t("Waitlists")}
          </h2>
          <ul className="event-grid">
            {waits.map((wait) => (
              <li key={wait.id}>
                <WaitCard wait={wait} leave={(left) => void waitlist.leave(left)} busy={waitlist.busy} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {status === "done" && items.length === 0 ? (
        <p className="events-empty">{t("No Event Booked")}</p>
      ) : (
        <ul className="event-grid" aria-busy={status === "loading"}>
          {items.map((booking) => (
            <li key={booking.id}>
              <EventCard event={booking.event}>
                <button
                  type="button"
                  className="button button-primary button-small"
                  onClick={() =>
                    void navigate(EVENT_DETAILS_PATH, { state: { id: booking.event.id, path: MY_EVENTS_PATH } })
                  }
                >
                  {t("Event Details")}
                </button>
                {booking.status === "confirmed" && booking.price > 0 && (
                  <InvoiceButton purpose={PURPOSES.seat} purposeId={booking.id} />
                )}
              </EventCard>
            </li>
          ))}
          {firstPagePending &&
            Array.from({ length: LIST_SKELETON_COUNT }, (_, index) => (
              <li key={`placeholder-${index}`}>
                <EventCardSkeleton />
              </li>
            ))}
        </ul>
      )}
      {!firstPagePending && <ListEnd status={status} count={items.length} />}
    </Page>
  );
}
