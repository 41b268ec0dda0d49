import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../../shared/api/api-error";
import { BookerFields, useBooker } from "../../../shared/forms/booker-fields";
import { bookAppointmentAddress, couponParam, dateParam, idParam, momentParam } from "../../../shared/routing/addresses";
import { CouponField } from "../../../shared/coupons/coupon-field";
import { BusinessFields, useBusinessDetails } from "../../../shared/invoices/business-fields";
import { useCoupon } from "../../../shared/coupons/use-coupon";
import { SIGN_IN_PATH } from "../../../shared/routing/require-session";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { policyText } from "../../../shared/payments/cancellation-policy";
import { getProfessional } from "../api/get-professional";
import { bookingKeys } from "../api/query-keys";
import { DatePicker } from "../components/date-picker";
import { HoldCountdown } from "../../../shared/ui/hold-countdown";
import { PlanCards } from "../components/plan-cards";
import { CreditChoice } from "../../../shared/packages/credit-choice";
import { TimeChips } from "../components/time-chips";
import { slotKey } from "../lib/free-times";
import { planFits, sessionMinutes } from "../lib/plan-fit";
import { BOOKING_TEXTS as T, YOUR_APPOINTMENTS_PATH } from "../constants";
import { WAITLIST_TEXTS as W } from "../../../shared/waitlist/constants";
import type { TimeWait } from "../../../shared/waitlist/types";
import { offerDeadline, WaitStatus } from "../../../shared/waitlist/wait-status";
import { bookingProblem } from "../lib/validate-booking";
import { useBookingSubmit } from "../hooks/use-booking-submit";
import { useAddressOf } from "../hooks/use-address-of";
import { useChosenTimeWait } from "../hooks/use-chosen-time-wait";
import { useChosenDay, useTimeChoice } from "../hooks/use-time-choice";
import { useRescheduleSubmit } from "../hooks/use-reschedule-submit";
import { windowText } from "../lib/slot-time";
import "./book-appointment-page.css";

/** The professional's id from navigation state (`{ id }`, as the spec sends it). */
export function professionalIdFrom(state: unknown): number | null {
  const id = (state as { id?: unknown } | null)?.id;
  const number = typeof id === "string" ? Number(id) : id;
  return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The booking page, of the professional its address names (`?professional=7`, with the
 * chosen `plan` and `date`, so a reload or a shared link shows the same), or the spec's
 * navigation state. An address that names none says so and leads on; a visitor signs in and
 * comes back by the professional's profile.
 */
export function BookAppointmentPage() {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSession(selectIsSignedIn);
  const id = idParam(params.get("professional")) ?? professionalIdFrom(state);
  if (id === null) {
    return (
      <Page narrow>
        <h1 className="page-title">{T.title}</h1>
        <FormMessage text={T.noProfessional} />
        <Link to="/" className="button button-primary">{T.findProfessional}</Link>
      </Page>
    );
  }
  const plan = idParam(params.get("plan"));
  const date = dateParam(params.get("date"));
  const appointment = idParam(params.get("reschedule"));
  const current = momentParam(params.get("current"));
  const moving = appointment === null ? null : { appointment, current };
  // A code the link carries (`?coupon=CODE`), applied at once.
  const coupon = couponParam(params.get("coupon"));
  // Signed in, back here with the plan, date and code the link named.
  const next = bookAppointmentAddress(id, { plan, date, reschedule: appointment, current: params.get("current"), coupon });
  if (!signedIn) return <Navigate to={SIGN_IN_PATH} replace state={{ link: String(id), next }} />;
  return <BookAppointment key={id} professionalId={id} plan={plan} date={date} moving={moving} coupon={coupon} />;
}

/** The client's appointment this page moves, and its time now (to mark among the times). */
interface Moving {
  appointment: number;
  current: { date: string; start: string } | null;
}

/**
 * Who books, the date and a time (live), the plan, and the hold while paying first. A full
 * time joins its waitlist instead; with a place in line for the chosen time, the page shows
 * it (or the place offered from it, to book or decline).
 */
function BookAppointment({ professionalId, plan: planFromAddress, date, moving, coupon: couponFromAddress }: { professionalId: number; plan: number | null; date: string | null; moving: Moving | null; coupon: string }) {
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<number | null>(planFromAddress);
  // A credit of the client's package for the chosen plan, used instead of paying.
  const [purchaseId, setPurchaseId] = useState<number | null>(null);
  const professional = useQuery({
    queryKey: bookingKeys.professional(professionalId),
    queryFn: ({ signal }) => getProfessional(professionalId, signal),
  });
  const booker = useBooker();
  const choice = useTimeChoice(date);
  const current = moving?.current ?? null;
  const coupon = useCoupon(couponFromAddress, planId !== null && !moving ? { plan_id: planId } : null);
  useAddressOf(bookAppointmentAddress(professionalId, {
    plan: planId, date: choice.date, reschedule: moving?.appointment,
    current: current ? `${current.date}T${current.start}` : null, coupon: coupon.asked || null,
  }));
  const business = useBusinessDetails();
  const booking = useBookingSubmit({ professionalId, onTaken: choice.taken, onHeld: choice.held, onCouponRefused: coupon.refuse, business });
  const move = useRescheduleSubmit(moving?.appointment ?? 0, professionalId, choice.taken);
  const pro = professional.data;
  const plans = pro?.plans ?? [];
  const plan = plans.find((candidate) => candidate.id === planId) ?? null;
  // A time is preselected only where the chosen plan fits.
  // Never the appointment's own time, when moving it.
  const isCurrent = (slot: { start: string }) => current !== null && current.date === choice.date && slot.start === current.start;
  const day = useChosenDay(professionalId, choice, booking.busy, booking.hold, (slot) => (!plan || planFits(plan, slot)) && !isCurrent(slot));

  // A time the client chose that no longer fits the plan (the day's times or the plans changed
  // meanwhile) is let go of, rather than booked and refused.
  if (plan && day.slot && !planFits(plan, day.slot)) choice.setTime({ auto: false, key: null });
  // Plans longer than a time the client chose are disabled; a preselected time gives way instead.
  const chosenMinutes = !choice.time.auto && day.slot ? sessionMinutes(day.slot) : null;
  const payFirst = day.day?.payment_required ?? pro?.payment_required ?? false;
  const waitlist = useChosenTimeWait(professionalId, choice.date, day.slot?.start ?? null);
  const wait = waitlist.wait;
  const full = day.slot !== undefined && day.isFull(day.slot);
  const busy = booking.busy || waitlist.busy;

  if (professional.isError) {
    return (
      <Page narrow>
        <h1 className="page-title">{T.title}</h1>
        <FormMessage text={errorMessage(professional.error)} />
        <Link to="/" className="button button-primary">{T.findProfessional}</Link>
      </Page>
    );
  }

  // The appointment's own time on this date: marked, never chosen.
  const currentKey = day.shown.find(isCurrent) ?? null;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (moving) return void move.submit(choice.date, day.slot);
    const time = day.slot ?? null;
    const form = { plan, date: choice.date, time, name: booker.name, email: booker.email };
    if (wait || waitlist.busy) return; // in line already: the page offers leaving it instead
    if (!full) return void booking.submit({ ...form, coupon: coupon.applied }, day.slot, purchaseId);
    // A full time: the same form joins its waitlist.
    const problem = bookingProblem(form);
    waitlist.setFieldErrors(problem?.fields ?? {});
    if (problem) return void toast.error(problem.message);
    if (!plan || !form.date || !time) return;
    void waitlist.join({
      professional_id: professionalId,
      window_id: time.window_id,
      start: time.start,
      date: form.date,
      plan_id: plan.id,
      name: form.name.trim(),
      email: form.email.trim(),
    });
  };

  const take = async (offered: TimeWait) => {
    const taken = await waitlist.take(offered);
    if (taken) void navigate(YOUR_APPOINTMENTS_PATH, { state: { condi: true } });
  };

  let action;
  if (moving) {
    const chosenIsCurrent = currentKey !== null && day.slot !== undefined && slotKey(day.slot) === slotKey(currentKey);
    action = (
      <>
        {full && !chosenIsCurrent && <FormMessage text={T.fullTime} tone="info" />}
        <button type="submit" className="button button-primary button-block" disabled={move.busy || full || chosenIsCurrent}>
          {move.busy ? T.pleaseWait : T.moveHere}
        </button>
      </>
    );
  } else if (wait) {
    const offer = offerDeadline(wait);
    action = (
      <div className="booking-wait">
        <WaitStatus wait={wait} />
        {offer && (
          <button type="button" className="button button-primary button-block" disabled={busy} onClick={() => void take(wait)}>
            {waitlist.busy ? W.pleaseWait : W.bookNow}
          </button>
        )}
        <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void waitlist.leave(wait)}>
          {offer ? W.declineOffer : W.leaveWaitlist}
        </button>
      </div>
    );
  } else if (full) {
    action = (
      <>
        <FormMessage text={W.fullNote} tone="info" />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {waitlist.busy ? W.pleaseWait : W.joinWaitlist}
        </button>
      </>
    );
  } else {
    action = (
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {booking.busy ? T.pleaseWait : payFirst && purchaseId === null && coupon.pricePaise !== 0 ? T.payNow : T.book}
      </button>
    );
  }

  const currentText = current
    ? `${current.date}, ${currentKey ? windowText(currentKey.start, currentKey.end) : current.start}`
    : null;
  return (
    <Page narrow>
      <h1 className="page-title">{moving ? T.rescheduleTitle : T.title}</h1>
      {pro && <p className="booking-with">{[pro.name, pro.position].filter(Boolean).join(" · ")}</p>}
      <form className="card booking-form" onSubmit={onSubmit} noValidate>
        {moving ? (
          currentText && <p className="booking-note" data-testid="reschedule-note">{T.rescheduleNote(currentText)}</p>
        ) : (
          <BookerFields booker={booker} labels={T} errors={{ ...waitlist.fieldErrors, ...booking.fieldErrors }} />
        )}
        {!moving && pro?.consulting_note && <p className="booking-note">{pro.consulting_note}</p>}
        <DatePicker value={choice.date} first={day.first} last={day.last} onChange={choice.pickDate} />
        <TimeChips
          slots={choice.date ? day.shown : []}
          isFull={day.isFull}
          selected={day.slot ? slotKey(day.slot) : null}
          onSelect={choice.pickTime}
          loading={day.loading}
          zoneLabel={day.zoneLabel}
          needs={plan?.duration_minutes ? { minutes: plan.duration_minutes } : null}
          current={currentKey ? slotKey(currentKey) : null}
        />
        {!moving && <PlanCards plans={plans} selected={planId} onSelect={setPlanId} sessionMinutes={chosenMinutes} />}
        {!moving && plan && plan.price > 0 && !full && !wait && purchaseId === null && (
          <CouponField coupon={coupon} disabled={booking.busy} />
        )}
        {!moving && <CreditChoice planId={planId} value={purchaseId} onChange={setPurchaseId} />}
        {!moving && payFirst && plan && plan.price > 0 && !full && !wait && purchaseId === null && coupon.pricePaise !== 0 && (
          <BusinessFields business={business} disabled={booking.busy} />
        )}
        {!moving && day.day && plans.some((offered) => offered.price > 0) && (
          <p className="booking-note booking-policy">
            <strong>{T.cancellationPolicy}</strong> {policyText(day.day.cancellation_policy)}
          </p>
        )}
        {day.clock && (day.clock.lapsed ? <FormMessage text={T.holdLapsed} /> : <HoldCountdown note={T.holdNote} expiresAt={day.clock.expiresAt} now={day.clock.now} />)}
        <FormMessage text={moving ? move.message : booking.message} />
        {action}
      </form>
    </Page>
  );
}
