import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { ApiError } from "../../../shared/api/api-error";
import { FormMessage } from "../../../shared/ui/form-message";
import { MissingScreen } from "../../../shared/ui/missing-screen";
import { Page } from "../../../shared/ui/page";
import { PATHS } from "../../../shared/routing/paths";
import { EventView } from "../components/event-view";
import { HOME_PATH } from "../constants";
import { useLiveEvent } from "../hooks/use-live-event";
import { useOpenBooking } from "../hooks/use-open-booking";
import { readEventId } from "../lib/navigation-state";
import "./events.css";

/** /e/:id: the shareable public page (the server adds its Open Graph tags). */
export function PublicEventPage() {
  const id = readEventId(useParams().id);
  if (id === null) return <EventMissing />;
  return <PublicEvent key={id} id={id} />;
}

function PublicEvent({ id }: { id: number }) {
  const { t } = useTranslation("events");
  const { data: event, isError, error } = useLiveEvent(id);
  const openBooking = useOpenBooking();
  useDocumentTitle(event?.title);

  // The server's answer that there is no such event; "Try Again Please..." is for a failed load.
  if (error instanceof ApiError && error.status === 404) return <EventMissing />;

  return (
    <Page>
      <Link to={HOME_PATH} className="button button-outline button-small event-back">
        {t("Back to home")}
      </Link>
      {isError && <FormMessage text={t("Try Again Please...")} />}
      {!event && !isError && <p role="status">{t("Loading...")}</p>}
      {event && (
        <EventView
          event={event}
          actions={
            <button type="button" className="button button-primary" onClick={() => openBooking(id)}>
              {t("Book Event")}
            </button>
          }
        />
      )}
    </Page>
  );
}

/** A link to an event that is not (or no longer) there: the server answers it 404. */
function EventMissing() {
  const { t } = useTranslation("events");
  return (
    <MissingScreen
      title={t("Event not found.")}
      text={t("There is no event at this link: it may have been removed, or the link mistyped.")}
      search={{ to: PATHS.eventSearch, label: t("Search events") }}
    />
  );
}

/** The tab's title follows the event's while the page is shown. */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
