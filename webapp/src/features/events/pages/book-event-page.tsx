import { Navigate, useLocation } from "react-router-dom";
import { BookerFields, useBooker } from "../../../shared/forms/booker-fields";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { EVENT_TEXTS as T, HOME_PATH } from "../constants";
import { useBookEventSubmit } from "../hooks/use-book-event-submit";
import { useLiveEvent } from "../hooks/use-live-event";
import { dateText, leftText, priceText, timeText } from "../lib/event-facts";
import { readEventState } from "../lib/navigation-state";
import "./events.css";

/** /bookEvent: with no session or no event id in navigation state it goes to / (the spec). */
export function BookEventPage() {
  const { id } = readEventState(useLocation().state);
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn || id === null) return <Navigate to={HOME_PATH} replace />;
  return <BookEvent key={id} eventId={id} />;
}

function BookEvent({ eventId }: { eventId: number }) {
  const { data: event, isError } = useLiveEvent(eventId);
  const booker = useBooker();
  const booking = useBookEventSubmit(eventId);
  const left = event ? leftText(event.left) : null;

  return (
    <Page narrow>
      <h1 className="page-title">{T.bookTitle}</h1>
      {isError && <FormMessage text={T.loadFailed} />}
      {event && (
        <div className="card book-event-summary">
          <p className="book-event-title">{event.title}</p>
          <p className="muted">
            {dateText(event.date)} · {timeText(event.start, event.end)} · {priceText(event.price)}
            {left !== null && <span data-testid="seats-left">{` · ${left}`}</span>}
          </p>
        </div>
      )}
      <form
        className="card book-event-form"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void booking.submit({ name: booker.name, email: booker.email });
        }}
      >
        <BookerFields booker={booker} labels={T} errors={booking.fieldErrors} />
        <button type="submit" className="button button-primary button-block" disabled={booking.busy}>
          {booking.busy ? T.pleaseWail : booking.held ? T.payNow : T.bookEvent}
        </button>
      </form>
    </Page>
  );
}
