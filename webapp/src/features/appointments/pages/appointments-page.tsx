import { useState } from "react";
import { Page } from "../../../shared/ui/page";
import type { ReceivedFilter } from "../api/types";
import { AppointmentList } from "../components/appointment-list";
import { DateFilter } from "../components/date-filter";
import { ReceivedCard } from "../components/received-card";
import { ReserveDialog } from "../components/reserve-dialog";
import { ReservedSlotCard } from "../components/reserved-slot-card";
import { TimeLines } from "../components/time-lines";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useLiveMessages } from "../hooks/use-live-messages";
import { useMeId } from "../hooks/use-me-id";
import { useReceived } from "../hooks/use-received";
import { isReservation } from "../lib/status";
import "./appointments.css";
import {  } from "../../../shared/routing/paths";

/**
 * The professional's appointments page (behind sign-in): the times with people in line, then
 * the professional's bookings and own reservations, newest first, filtered by date and time;
 * decisions, reservations, the meeting response. New bookings, the client's moves and the
 * lines' moves arrive live through the query cache (see app/).
 */
export function AppointmentsPage() {
  const [filter, setFilter] = useState<ReceivedFilter>({ date: "", time: "" });
  const [reserving, setReserving] = useState(false);
  const list = useReceived(filter);
  const meId = useMeId();
  useLiveMessages();

  return (
    <Page>
      <h1 className="page-title">{T.professionalTitle}</h1>
      <div className="appointments-toolbar">
        <DateFilter applied={filter} onApply={setFilter} withTime />
        <button type="button" className="button button-outline" onClick={() => setReserving(true)}>
          {T.reserve}
        </button>
      </div>
      <TimeLines />
      <AppointmentList
        list={list}
        render={(appointment) =>
          isReservation(appointment) ? (
            <ReservedSlotCard reservation={appointment} />
          ) : (
            <ReceivedCard appointment={appointment} meId={meId} />
          )
        }
      />
      {reserving && <ReserveDialog professionalId={meId} onClose={() => setReserving(false)} />}
    </Page>
  );
}
