import { useLocation } from "react-router-dom";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { Page } from "../../../shared/ui/page";
import { AppointmentCard, AppointmentCardSkeleton } from "../components/appointment-card";
import { APPOINTMENT_TEXTS as T, FIRST_PAGE_SKELETONS, NEXT_PAGE_SKELETONS } from "../constants";
import { useMyAppointments } from "../hooks/use-my-appointments";
import "./your-appointments-page.css";

/** Spec: a booking arrives here with navigation state `condi` = true. */
function cameFromBooking(state: unknown): boolean {
  return Boolean((state as { condi?: unknown } | null)?.condi);
}

/**
 * /yourAppoinments (behind sign-in): the client's bookings, newest first, as an infinite list.
 * Live `booking.updated` frames refresh it through the query cache (see app/).
 */
export function YourAppointmentsPage() {
  const location = useLocation();
  const { items, status, pages, loadMore } = useMyAppointments({ fresh: cameFromBooking(location.state) });
  useInfiniteScroll(loadMore, status === "more", pages);

  // Spec: "No Appoinments Booked" when the list is empty or fails.
  const empty = items.length === 0 && (status === "done" || status === "failed");
  const placeholders =
    status !== "loading" ? 0 : items.length === 0 ? FIRST_PAGE_SKELETONS : NEXT_PAGE_SKELETONS;

  return (
    <Page>
      <h1 className="page-title">{T.title}</h1>
      {empty ? (
        <p className="muted appointments-empty">{T.empty}</p>
      ) : (
        <ul className="appointment-list" aria-busy={status === "loading"}>
          {items.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} />
            </li>
          ))}
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={`placeholder-${index}`}>
              <AppointmentCardSkeleton />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
