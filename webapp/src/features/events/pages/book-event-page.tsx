import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { meQuery } from "../../../shared/session/me-query";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { TextField } from "../../../shared/ui/text-field";
import { getMyEmail } from "../api/get-my-email";
import { eventKeys } from "../api/query-keys";
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
  const me = useQuery(meQuery);
  const myEmail = useQuery({ queryKey: eventKeys.myEmail(), queryFn: ({ signal }) => getMyEmail(signal) });
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const booking = useBookEventSubmit(eventId);

  // Typed values win; until then the user's own data fills the fields.
  const nameValue = name ?? me.data?.name ?? "";
  const emailValue = email ?? myEmail.data ?? "";
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
          void booking.submit({ name: nameValue, email: emailValue });
        }}
      >
        <TextField
          label={T.fullName}
          name="name"
          autoComplete="name"
          value={nameValue}
          onChange={(change) => setName(change.target.value)}
          error={booking.fieldErrors.name}
          required
        />
        <TextField
          label={T.phone}
          name="phone"
          autoComplete="tel"
          inputMode="numeric"
          value={me.data?.phone ?? ""}
          readOnly
          required
        />
        <TextField
          label={T.email}
          name="email"
          type="email"
          autoComplete="email"
          value={emailValue}
          onChange={(change) => setEmail(change.target.value)}
          error={booking.fieldErrors.email}
          required
        />
        <button type="submit" className="button button-primary button-block" disabled={booking.busy}>
          {booking.busy ? T.pleaseWail : booking.held ? T.payNow : T.bookEvent}
        </button>
      </form>
    </Page>
  );
}
