import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import { Page } from "../../../shared/ui/page";
import { TextField } from "../../../shared/ui/text-field";
import { BookerCard, BookerCardSkeleton } from "../components/booker-card";
import { EventWaitlist } from "../components/event-waitlist";
import { PagedList } from "../components/paged-list";
import { useDownloadBookings } from "../hooks/use-download-bookings";
import { useEventBookers } from "../hooks/use-event-bookers";
import { useEventDetail } from "../hooks/use-event-detail";
import { EVENTS_PATH } from "../hooks/use-save-event";
import { eventIdFrom } from "../lib/event-state";
import "./event-admin.css";

/** /EventBookings (behind sign-in, state { id }; without it, back to /events). */
export function EventBookingsPage() {
  const id = eventIdFrom(useLocation().state);
  if (id === null) return <Navigate to={EVENTS_PATH} replace />;
  return <EventBookings id={id} />;
}

/** Digits only: the phone search box is numeric. */
const digits = (text: string) => text.replace(/\D/g, "").slice(0, 15);

function EventBookings({ id }: { id: number }) {
  const { t } = useTranslation("event-admin");
  const [phone, setPhone] = useState("");
  const list = useEventBookers(id, phone);
  const event = useEventDetail(id);
  const { download, busy } = useDownloadBookings(id);
  return (
    <Page>
      <div className="event-admin-toolbar">
        <div>
          <h1 className="page-title">{t("Event Bookings")}</h1>
          {event.data && <p className="muted event-bookings-of">{event.data.title}</p>}
        </div>
        <button type="button" className="button button-outline" onClick={download} disabled={busy}>
          {t("Download CSV")}
        </button>
      </div>
      <EventWaitlist id={id} />
      <TextField
        label={t("Search by phone")}
        name="phone"
        type="search"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={t("Phone number")}
        value={phone}
        onChange={(change) => setPhone(digits(change.target.value))}
      />
      <PagedList
        list={list}
        className="booker-list"
        empty={t("Data Not Found")}
        skeleton={<BookerCardSkeleton />}
        render={(booker) => <BookerCard booker={booker} />}
      />
    </Page>
  );
}
