import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router-dom";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { EventView } from "../components/event-view";
import { EVENTS_PATH, HOME_PATH } from "../constants";
import { useLiveEvent } from "../hooks/use-live-event";
import { useOpenBooking } from "../hooks/use-open-booking";
import { readEventState } from "../lib/navigation-state";
import "./events.css";

/**
 * /viewEvent (state `{ id, path }`): Back returns to `path` (default /events). Book Event only
 * when not come from the host's own list (/events). No id: home.
 */
export function ViewEventPage() {
  const { id, path } = readEventState(useLocation().state);
  if (id === null) return <Navigate to={HOME_PATH} replace />;
  return <ViewEvent key={id} id={id} back={path ?? EVENTS_PATH} />;
}

function ViewEvent({ id, back }: { id: number; back: string }) {
  const { t } = useTranslation("events");
  const { data: event, isError } = useLiveEvent(id);
  const openBooking = useOpenBooking();
  return (
    <Page>
      <Link to={back} className="button button-outline button-small event-back">
        {t("Back")}
      </Link>
      {isError && <FormMessage text={t("Try Again Please...")} />}
      {!event && !isError && <p role="status">{t("Loading...")}</p>}
      {event && (
        <EventView
          event={event}
          actions={
            back !== EVENTS_PATH && (
              <button type="button" className="button button-primary" onClick={() => openBooking(id)}>
                {t("Book Event")}
              </button>
            )
          }
        />
      )}
    </Page>
  );
}
