import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { toldError, type FieldErrors } from "../../../shared/api/api-error";
import { msLeft } from "../../../shared/format/countdown";
import type { BusinessDetails } from "../../../shared/invoices/business-fields";
import { useNow } from "../../../shared/ui/use-now";
import { bookEvent } from "../api/book-event";
import { eventKeys } from "../api/query-keys";
import { releaseEventHold } from "../api/release-event-hold";
import { EVENT_TEXTS as T, MY_EVENTS_PATH } from "../constants";
import { payForBooking } from "../lib/pay-for-booking";
import type { EventBooking } from "../types";

export interface BookEventForm {
  name: string;
  email: string;
  /** The code the server said applies ("" for none). */
  coupon?: string;
}

export const AWAITING_PAYMENT = "awaiting_payment";

/** The form's own checks, in its order (the server checks again). */
export function bookingFormProblem({ name, email }: BookEventForm): FieldErrors | null {
  if (!name.trim()) return { name: T.enterName };
  if (!email.trim()) return { email: T.enterEmail };
  return null;
}

const holding = (booking: EventBooking | null, now: number): booking is EventBooking =>
  Boolean(booking?.hold_expires_at && msLeft(booking.hold_expires_at, now) > 0);

/**
 * "Book Event": books a seat. A free event is booked at once; a paid one comes back held while
 * its booker pays (order, Checkout, verify). Booked: 'Event Booking Succesfull!' and /myEvents.
 * On failure the server's message (sold out, booked already, started...) else the spec's
 * 'Event Booking Not Succesfull!'. A payment that did not go through leaves the hold, with its
 * countdown: the button then reads 'Pay Now' and pays for the same hold. The hold is given
 * back at once when its booker leaves the page or presses "Give the seat back", so the seat
 * never waits for the hold to lapse.
 */
export function useBookEventSubmit(
  eventId: number,
  onCouponRefused?: (message: string) => void,
  business?: BusinessDetails,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [hold, setHoldState] = useState<EventBooking | null>(null);
  const holdRef = useRef<EventBooking | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const now = useNow(hold !== null);
  const setHold = useCallback((held: EventBooking | null) => {
    holdRef.current = held;
    setHoldState(held);
  }, []);

  useEffect(() => {
    const leave = () => {
      const left = holdRef.current;
      holdRef.current = null;
      if (holding(left, Date.now())) void releaseEventHold(left.id);
    };
    // Unmounting covers moves within the app; pagehide a closed tab or another address.
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  const seatsChanged = () => void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });

  const booked = () => {
    setHold(null);
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    toast.success(T.booked);
    void navigate(MY_EVENTS_PATH);
  };

  const payFor = async (booking: EventBooking) => {
    const outcome = await payForBooking(booking.id, business);
    if (outcome.status === "paid") return booked();
    // The events spec words a dismissed checkout its own way.
    toast.error(outcome.status === "cancelled" ? T.checkoutCancelled : outcome.message);
    // The hold lapsed or the seat went (and the payment was refunded): start afresh. Paid but
    // not verified: the webhook settles it, so the hold is no longer this page's to give back.
    if (outcome.status === "failed" && (outcome.conflict || outcome.charged)) {
      setHold(null);
      seatsChanged();
    }
  };

  const submit = async (form: BookEventForm) => {
    if (busy) return;
    const problem = bookingFormProblem(form);
    setFieldErrors(problem ?? {});
    if (problem) return;
    setBusy(true);
    try {
      const held = holdRef.current;
      if (holding(held, Date.now())) return await payFor(held);
      let booking;
      try {
        const coupon = form.coupon ? { coupon: form.coupon } : {};
        booking = await bookEvent(eventId, { name: form.name.trim(), email: form.email.trim(), ...coupon });
      } catch (error) {
        setHold(null);
        const told = toldError(error);
        if (told) {
          setFieldErrors(told.fields);
          if (told.fields.coupon) onCouponRefused?.(told.fields.coupon);
          toast.error(told.message);
        } else {
          toast.error(T.notBooked);
        }
        return;
      }
      if (booking.status !== AWAITING_PAYMENT) return booked();
      setHold(booking);
      await payFor(booking);
    } finally {
      setBusy(false);
    }
  };

  /** "Give the seat back": the hold ends now and the seat is anyone's again. */
  const giveBack = async () => {
    const held = holdRef.current;
    if (!held || busy) return;
    setHold(null);
    await releaseEventHold(held.id);
    toast.success(T.seatGivenBack);
    seatsChanged();
  };

  const live = holding(hold, now);
  return {
    submit,
    giveBack,
    busy,
    held: live,
    clock: hold?.hold_expires_at ? { expiresAt: hold.hold_expires_at, now, lapsed: !live } : null,
    fieldErrors,
  };
}
