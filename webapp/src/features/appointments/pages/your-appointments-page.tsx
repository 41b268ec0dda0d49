import { useState } from "react";
import { useLocation } from "react-router-dom";
import { PackageBalances } from "../../../shared/packages/package-balances";
import { Page } from "../../../shared/ui/page";
import { AppointmentCard } from "../components/appointment-card";
import { AppointmentList } from "../components/appointment-list";
import { DateFilter } from "../components/date-filter";
import { TimeWaitlists } from "../components/time-waitlists";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useLiveMessages } from "../hooks/use-live-messages";
import { useMeId } from "../hooks/use-me-id";
import { useMyAppointments } from "../hooks/use-my-appointments";
import "./appointments.css";
import {  } from "../../../shared/routing/paths";

/** Spec: a booking arrives here with navigation state `condi` = true. */
function cameFromBooking(state: unknown): boolean {
  return Boolean((state as { condi?: unknown } | null)?.condi);
}

/**
 * The client's appointments page (behind sign-in): their places in line for full times, then
 * their bookings, newest first, as an infinite list with a date filter. Live `booking.updated`
 * and `waitlist.changed` frames refresh it through the query cache (see app/); the
 * professional's messages join their thread as they arrive.
 */
export function YourAppointmentsPage() {
  const location = useLocation();
  const [date, setDate] = useState("");
  const list = useMyAppointments({ fresh: cameFromBooking(location.state), date });
  const meId = useMeId();
  useLiveMessages();

  return (
    <Page>
      <h1 className="page-title">{T.title}</h1>
      <PackageBalances />
      <TimeWaitlists />
      <div className="appointments-toolbar">
        <DateFilter applied={{ date, time: "" }} onApply={(filter) => setDate(filter.date)} />
      </div>
      <AppointmentList list={list} render={(appointment) => <AppointmentCard appointment={appointment} meId={meId} />} />
    </Page>
  );
}
