import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { viewEventAddress } from "../../../shared/routing/addresses";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { Page } from "../../../shared/ui/page";
import { EventCard, EventCardSkeleton } from "../components/event-card";
import { ListEnd } from "../components/list-end";
import { HOME_PATH, LIST_SKELETON_COUNT } from "../constants";
import { useEventSearch } from "../hooks/use-event-lists";
import { useOpenBooking } from "../hooks/use-open-booking";
import "./events.css";

function readQuery(state: unknown): string {
  const query = (state as { query?: unknown } | null)?.query;
  return typeof query === "string" ? query.trim() : "";
}

/** /eventSearch: webinars matching the query from navigation state; none lists all upcoming. */
export function EventSearchPage() {
  const { t } = useTranslation("events");
  const query = readQuery(useLocation().state);
  const { items, status, pages, loadMore } = useEventSearch(query);
  useInfiniteScroll(loadMore, status === "more", pages);
  const openBooking = useOpenBooking();
  const firstPagePending = items.length === 0 && (status === "loading" || status === "failed");

  return (
    <Page>
      <h1 className="page-title">{query ? t('Webinars for "{{query}}"', { query }) : t("Upcoming Webinars")}</h1>
      {status === "done" && items.length === 0 ? (
        <p className="events-empty">{t("Data Not Found")}</p>
      ) : (
        <ul className="event-grid" aria-busy={status === "loading"}>
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} to={{ pathname: viewEventAddress(event.id, HOME_PATH) }}>
                <button type="button" className="button button-primary button-small" onClick={() => openBooking(event.id)}>
                  {t("Book Now")}
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
