import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Navigate, useLocation } from "react-router-dom";
import { errorMessage } from "../../../shared/api/api-error";
import { meQuery } from "../../../shared/session/me-query";
import {
  selectIsSignedIn,
  useSession,
} from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { TextField } from "../../../shared/ui/text-field";
import { getMyEmail } from "../api/get-my-email";
import { getProfessional } from "../api/get-professional";
import { bookingKeys } from "../api/query-keys";
import { DatePicker } from "../components/date-picker";
import { HoldCountdown } from "../components/hold-countdown";
import { PlanCards } from "../components/plan-cards";
import { TimeChips } from "../components/time-chips";
import { BOOKING_TEXTS as T, DEFAULT_HORIZON_DAYS } from "../constants";
import { useBookingSubmit } from "../hooks/use-booking-submit";
import { useDaySlots } from "../hooks/use-day-slots";
import { useNow } from "../hooks/use-now";
import { msLeft } from "../../../shared/format/countdown";
import { freeSlots, nextFreeSlot } from "../lib/free-times";
import {
  addDays,
  browserTimeZone,
  dateIn,
  zonesDiffer,
} from "../lib/slot-time";
import "./book-appointment-page.css";

/** The professional's id from navigation state (`{ id }`, set by "Book Appointment"). */
export function professionalIdFrom(state: unknown): number | null {
  const id = (state as { id?: unknown } | null)?.id;
  const number = typeof id === "string" ? Number(id) : id;
  return typeof number === "number" && Number.isInteger(number) && number > 0
    ? number
    : null;
}

/** /bookAppoinment: with no session or no professional in navigation state it goes to /. */
export function BookAppointmentPage() {
  const { state } = useLocation();
  const signedIn = useSession(selectIsSignedIn);
  const id = professionalIdFrom(state);
  if (!signedIn || id === null) return <Navigate to="/" replace />;
  return <BookAppointment key={id} professionalId={id} />;
}

/** Which time is chosen: the first free one (after a taken one) until the client picks. */
type TimeChoice =
  | { auto: true; after?: string; skip?: number }
  | { auto: false; windowId: number | null };

function BookAppointment({ professionalId }: { professionalId: number }) {
  const viewerZone = browserTimeZone();
  const [date, setDate] = useState<string | null>(() =>
    dateIn(new Date(), viewerZone),
  );
  const [range, setRange] = useState<{ first: string; last: string } | null>(
    null,
  );
  const [time, setTime] = useState<TimeChoice>({ auto: true });
  const [planId, setPlanId] = useState<number | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);

  const professional = useQuery({
    queryKey: bookingKeys.professional(professionalId),
    queryFn: ({ signal }) => getProfessional(professionalId, signal),
  });
  const me = useQuery(meQuery);
  const myEmail = useQuery({
    queryKey: bookingKeys.myEmail(),
    queryFn: ({ signal }) => getMyEmail(signal),
  });

  const booking = useBookingSubmit({
    professionalId,
    onTaken: (slot) =>
      setTime({ auto: true, after: slot?.starts_at, skip: slot?.window_id }),
    onHeld: (windowId) => setTime({ auto: false, windowId }),
  });
  const { hold } = booking;

  const slotsQuery = useDaySlots(professionalId, date, (filled) => {
    if (time.auto || time.windowId === null || !filled.includes(time.windowId))
      return;
    // Our own hold fills the place we hold: that is no reason to let go of it.
    if (
      booking.busy ||
      (hold && hold.windowId === time.windowId && hold.date === date)
    )
      return;
    setTime({ auto: false, windowId: null });
    toast.error(T.takenWhileSelected);
  });
  const day = slotsQuery.data?.date === date ? slotsQuery.data : undefined;

  // The first answer names the professional's today and horizon (their zone may be a day
  // ahead of the viewer's): keep them for the picker, and move a date before today onto it.
  if (
    day &&
    (range?.first !== day.first_date || range.last !== day.last_date)
  ) {
    setRange({ first: day.first_date, last: day.last_date });
    if (date && date < day.first_date) setDate(day.first_date);
  }
  const today = dateIn(new Date(), viewerZone);
  const first = range?.first ?? today;
  const last = range?.last ?? addDays(today, DEFAULT_HORIZON_DAYS);

  const free = freeSlots(day?.windows ?? []);
  const held = hold && hold.date === date ? hold : null;
  // A held time stays on show though it counts as taken: it is the client's own.
  const shown = held
    ? (day?.windows ?? []).filter(
        (slot) => slot.left > 0 || slot.window_id === held.windowId,
      )
    : free;
  const windowId = time.auto
    ? (nextFreeSlot(
        free.filter((slot) => slot.window_id !== time.skip),
        time.after,
      )?.window_id ?? null)
    : time.windowId;
  const slot = shown.find((candidate) => candidate.window_id === windowId);

  const now = useNow(held !== null);
  const expiresAt = held?.appointment.hold_expires_at ?? null;
  const lapsed = expiresAt !== null && msLeft(expiresAt, now) === 0;

  const zone = day?.time_zone;
  const zoneLabel =
    zone &&
    zonesDiffer(
      zone,
      viewerZone,
      new Date(day.windows[0]?.starts_at ?? `${day.date}T12:00:00Z`),
    )
      ? { zone, viewerZone }
      : null;

  const pro = professional.data;
  const plans = pro?.plans ?? [];
  const plan = plans.find((candidate) => candidate.id === planId) ?? null;
  const payFirst = day?.payment_required ?? pro?.payment_required ?? false;
  const nameValue = name ?? me.data?.name ?? "";
  const emailValue = email ?? myEmail.data ?? "";

  if (professional.isError) {
    return (
      <Page narrow>
        <h1 className="page-title">{T.title}</h1>
        <FormMessage text={errorMessage(professional.error)} />
      </Page>
    );
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void booking.submit(
      {
        plan,
        date,
        windowId: slot ? slot.window_id : null,
        name: nameValue,
        email: emailValue,
      },
      slot,
    );
  };

  return (
    <Page narrow>
      <h1 className="page-title">{T.title}</h1>
      {pro && (
        <p className="booking-with">
          {[pro.name, pro.position].filter(Boolean).join(" · ")}
        </p>
      )}
      <form className="card booking-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={T.fullName}
          name="name"
          autoComplete="name"
          value={nameValue}
          onChange={(event) => setName(event.target.value)}
          error={booking.fieldErrors.name}
          required
        />
        <TextField
          label={T.phone}
          name="phone"
          autoComplete="tel"
          inputMode="numeric"
          value={me.data?.phone ?? ""}
          disabled
          readOnly
        />
        <TextField
          label={T.email}
          name="email"
          type="email"
          autoComplete="email"
          value={emailValue}
          onChange={(event) => setEmail(event.target.value)}
          error={booking.fieldErrors.email}
          required
        />
        {pro?.consulting_note && (
          <p className="booking-note">{pro.consulting_note}</p>
        )}
        <DatePicker
          value={date}
          first={first}
          last={last}
          onChange={(next) => {
            setDate(next);
            setTime({ auto: true });
          }}
        />
        <TimeChips
          slots={date ? shown : []}
          selected={slot ? slot.window_id : null}
          onSelect={(id) => setTime({ auto: false, windowId: id })}
          loading={date !== null && !day && slotsQuery.isPending}
          zoneLabel={zoneLabel}
        />
        <PlanCards plans={plans} selected={planId} onSelect={setPlanId} />
        {held &&
          expiresAt &&
          (lapsed ? (
            <FormMessage text={T.holdLapsed} />
          ) : (
            <HoldCountdown expiresAt={expiresAt} now={now} />
          ))}
        <FormMessage text={booking.message} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={booking.busy}
        >
          {booking.busy ? T.pleaseWait : payFirst ? T.payNow : T.book}
        </button>
      </form>
    </Page>
  );
}
