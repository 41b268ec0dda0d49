import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Page } from "../../../shared/ui/page";
import { EventAdminCard, EventAdminCardSkeleton } from "../components/event-admin-card";
import { PagedList } from "../components/paged-list";
import { useMyEvents } from "../hooks/use-my-events";
import "./event-admin.css";

/** /events (behind sign-in): the host's own events, newest first, as an infinite list. */
export function EventsPage() {
  const { t } = useTranslation("event-admin");
  const list = useMyEvents();
  return (
    <Page>
      <div className="event-admin-toolbar">
        <h1 className="page-title">{t("Events")}</h1>
        <Link className="button button-primary" to="/createEvent">
          {t("Create Events")}
        </Link>
      </div>
      <PagedList
        list={list}
        className="event-admin-list"
        empty={t("Creat A New Event")}
        skeleton={<EventAdminCardSkeleton />}
        render={(event) => <EventAdminCard event={event} />}
      />
    </Page>
  );
}
