import { Navigate, useLocation } from "react-router-dom";
import { ordinal } from "../../../shared/format/ordinal";
import { BookerFields, useBooker } from "../../../shared/forms/booker-fields";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { HoldCountdown } from "../../../shared/ui/hold-countdown";
import { Page } from "../../../shared/ui/page";
import { useNow } from "../../../shared/ui/use-now";
import { EVENT_TEXTS as T, HOME_PATH } from "../constants";
import { useBookEventSubmit } from "../hooks/use-book-event-submit";
import { useLiveEvent } from "../hooks/use-live-event";
import { useWaitlist } from "../hooks/use-waitlist";
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

/**
 * Who books, then one of: "Book Event" (a seat is free, or one is offered to them from the
 * waitlist, with its countdown), "Pay Now" with the hold's countdown, their place in line, or
 * "Join waitlist" when every seat is taken.
 */
function BookEvent({ eventId }: { eventId: number }) {
  const { data: event, isError } = useLiveEvent(eventId);
  const booker = useBooker();
  const booking = useBookEventSubmit(eventId);
  const waitlist = useWaitlist(eventId);
  const left = event ? leftText(event.left) : null;
  const clock = booking.clock;
  const wait = booking.held ? null : waitlist.wait;
  const offer = wait?.status === "offered" && wait.offer_expires_at ? wait.offer_expires_at : null;
  const offerNow = useNow(offer !== null);
  const soldOut = event?.left === 0 && !booking.held && !wait && waitlist.loaded;
  const busy = booking.busy || waitlist.busy;
  const form = () => ({ name: booker.name, email: booker.email });

  let action;
  if (wait && !offer) {
    action = (
      <>
        <p className="wait-place" data-testid="wait-place">
          {T.inLine(ordinal(wait.position))}
        </p>
        <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void waitlist.leave(wait)}>
          {T.leaveWaitlist}
        </button>
      </>
    );
  } else if (soldOut) {
    action = (
      <>
        <FormMessage text={T.soldOutWaitlist} tone="info" />
        <button type="button" className="button button-primary button-block" disabled={busy} onClick={() => void waitlist.join(form())}>
          {busy ? T.pleaseWail : T.joinWaitlist}
        </button>
      </>
    );
  } else {
    action = (
      <>
        {offer && <HoldCountdown note={T.offerNote} expiresAt={offer} now={offerNow} />}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {booking.busy ? T.pleaseWail : booking.held ? T.payNow : T.bookEvent}
        </button>
        {booking.held && (
          <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void booking.giveBack()}>
            {T.giveBack}
          </button>
        )}
        {wait && offer && (
          <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void waitlist.leave(wait)}>
            {T.declineOffer}
          </button>
        )}
      </>
    );
  }

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
          void booking.submit(form());
        }}
      >
        <BookerFields booker={booker} labels={T} errors={{ ...waitlist.fieldErrors, ...booking.fieldErrors }} />
        {clock &&
          (clock.lapsed ? (
            <FormMessage text={T.holdLapsed} />
          ) : (
            <HoldCountdown note={T.holdNote} expiresAt={clock.expiresAt} now={clock.now} />
          ))}
        {action}
      </form>
    </Page>
  );
}
