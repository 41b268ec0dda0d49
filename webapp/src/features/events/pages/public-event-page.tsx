import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router-dom";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { EventView } from "../components/event-view";
import { HOME_PATH } from "../constants";
import { useLiveEvent } from "../hooks/use-live-event";
import { useOpenBooking } from "../hooks/use-open-booking";
import { readEventId } from "../lib/navigation-state";
import "./events.css";

/** /e/:id: the shareable public page (the server adds its Open Graph tags). */
export function PublicEventPage() {
  const id = readEventId(useParams().id);
  if (id === null) return <Navigate to={HOME_PATH} replace />;
  return <PublicEvent key={id} id={id} />;
}

function PublicEvent({ id }: { id: number }) {
  const { t } = useTranslation("events");
  const { data: event, isError } = useLiveEvent(id);
  const openBooking = useOpenBooking();
  useDocumentTitle(event?.title);

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
