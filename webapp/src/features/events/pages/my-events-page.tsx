import { useNavigate } from "react-router-dom";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { Page } from "../../../shared/ui/page";
import { EventCard, EventCardSkeleton } from "../components/event-card";
import { ListEnd } from "../components/list-end";
import { EVENT_DETAILS_PATH, EVENT_TEXTS as T, LIST_SKELETON_COUNT, MY_EVENTS_PATH } from "../constants";
import { useBookedEvents } from "../hooks/use-event-lists";
import "./events.css";

/** /myEvents (session): the events the user booked, page by page. */
export function MyEventsPage() {
  const navigate = useNavigate();
  const { items, status, pages, loadMore } = useBookedEvents();
  useInfiniteScroll(loadMore, status === "more", pages);
  const firstPagePending = items.length === 0 && (status === "loading" || status === "failed");

  return (
    <Page>
      <h1 className="page-title">{T.myEvents}</h1>
      {status === "done" && items.length === 0 ? (
        <p className="events-empty">{T.noEventBooked}</p>
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
                  {T.eventDetails}
                </button>
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
