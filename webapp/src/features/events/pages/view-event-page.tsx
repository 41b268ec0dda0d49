import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { EventView } from "../components/event-view";
import { EventNotNamed } from "../components/event-not-named";
import { EVENTS_PATH } from "../constants";
import { useLiveEvent } from "../hooks/use-live-event";
import { useOpenBooking } from "../hooks/use-open-booking";
import { readEventAddress } from "../lib/navigation-state";
import "./events.css";

/**
 * /viewEvent?event={id}&from={path} (or the spec's state `{ id, path }`): Back returns to
 * `path` (default /events). Book Event only when not come from the host's own list (/events).
 * No event named: a note that leads on.
 */
export function ViewEventPage() {
  const [search] = useSearchParams();
  const { id, path } = readEventAddress(search, useLocation().state);
  if (id === null) return <EventNotNamed />;
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
