import { Trans, useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router-dom";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { EventBanner } from "../components/event-banner";
import { EventFactsList } from "../components/event-facts-list";
import { EventHost } from "../components/event-host";
import { ServerHtml } from "../components/server-html";
import { MY_EVENTS_PATH } from "../constants";
import { useLiveEventDetails } from "../hooks/use-live-event";
import { dateText } from "../lib/event-facts";
import { readEventState } from "../lib/navigation-state";
import "./events.css";

/** /eventdetails (state `{ id, path }`, else /myEvents): a booked event with its response. */
export function EventDetailsPage() {
  const { id, path } = readEventState(useLocation().state);
  if (id === null || path === null) return <Navigate to={MY_EVENTS_PATH} replace />;
  return <EventDetails key={id} id={id} back={path} />;
}

function EventDetails({ id, back }: { id: number; back: string }) {
  const { t } = useTranslation("events");
  const { data: event, isError } = useLiveEventDetails(id);
  return (
    <Page>
      <Link to={back} className="button button-outline button-small event-back">
        {t("Back")}
      </Link>
      {isError && <FormMessage text={t("Try Again Please...")} />}
      {!event && !isError && <p role="status">{t("Loading...")}</p>}
      {event && (
        <article className="event-view">
          <EventBanner src={event.banner} sources={event.banner_sources} title={event.title} />
          <h1 className="page-title event-view-title">{event.title}</h1>
          <section className="card event-response" aria-label={t("Your event details")}>
            {event.response.trim() ? (
              <ServerHtml html={event.response} />
            ) : (
              <p>
                <Trans
                  t={t}
                  i18nKey="Event Details Sending Date: <1>{{date}}</1>"
                  defaults="Event Details Sending Date: <1>{{date}}</1>"
                  values={{ date: dateText(event.date) }}
                  components={{ 1: <strong /> }}
                />
              </p>
            )}
          </section>
          <p className="event-view-short">{event.short_description}</p>
          <EventFactsList event={event} />
          <EventHost host={event.host} />
        </article>
      )}
    </Page>
  );
}
