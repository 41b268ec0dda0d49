import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../../shared/api/api-error";
import type { BusinessDetails } from "../../../shared/invoices/business-fields";
import { bookAppointment } from "../api/book-appointment";
import { bookingKeys } from "../api/query-keys";
import { releaseHold } from "../api/release-hold";
import { BOOKING_TEXTS as T, YOUR_APPOINTMENTS_PATH } from "../constants";
import { msLeft } from "../../../shared/format/countdown";
import { slotKey } from "../lib/free-times";
import { payForAppointment } from "../lib/pay-for-appointment";
import {
  bookingProblem,
  type BookingChoice,
  type BookingFieldErrors,
} from "../lib/validate-booking";
import type { Appointment, Slot } from "../types";

/** A pay-first appointment holding its place while the client pays. */
export interface Hold {
  appointment: Appointment;
  /** The time held (free-times.ts, slotKey). */
  key: string;
  date: string;
  planId: number;
}

interface SubmitHandlers {
  professionalId: number;
  /** The 409 "taken meanwhile": offer the next free time after this one. */
  onTaken: (slot: Slot | undefined) => void;
  /** A hold was taken on this time: it stays the chosen time though it now counts as full. */
  onHeld: (key: string) => void;
  /** The booking refused the code (its field error): the full price stands. */
  onCouponRefused?: (message: string) => void;
  /** The client's business details for a business invoice, sent with the order. */
  business?: BusinessDetails;
}

/**
 * "Book Appointment" / "Pay Now": checks the form in the spec's order, books, and for a
 * pay-first professional pays for the hold (a second press pays for the same hold while it
 * lives, rather than booking again).
 */
export function useBookingSubmit({
  professionalId,
  onTaken,
  onHeld,
  onCouponRefused,
  business,
}: SubmitHandlers) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<BookingFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [hold, setHoldState] = useState<Hold | null>(null);
  const holdRef = useRef<Hold | null>(null);
  const setHold = useCallback((held: Hold | null) => {
    holdRef.current = held;
    setHoldState(held);
  }, []);

  // A hold the client leaves behind (another time chosen, the page left) is given back at
  // once, so nobody waits for it to lapse.
  const live = (held: Hold | null): held is Hold =>
    Boolean(
      held?.appointment.hold_expires_at &&
        msLeft(held.appointment.hold_expires_at, Date.now()) > 0,
    );
  useEffect(() => {
    const leave = () => {
      const left = holdRef.current;
      holdRef.current = null;
      if (live(left)) void releaseHold(left.appointment.id);
    };
    // Unmounting covers moves within the app; pagehide a closed tab or another address.
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  const refetchSlots = (date: string) =>
    queryClient.invalidateQueries({
      queryKey: bookingKeys.slots(professionalId, date),
    });

  const done = () => {
    toast.success(T.booked);
    void navigate(YOUR_APPOINTMENTS_PATH, { state: { condi: true } });
  };

  const payFor = async (held: Hold) => {
    const outcome = await payForAppointment(held.appointment.id, business);
    if (outcome.status === "paid") {
      toast.success(outcome.message);
      setHold(null);
      return done();
    }
    toast.error(outcome.message);
    if (outcome.status === "failed" && (outcome.conflict || outcome.charged)) {
      // The hold lapsed or the place went: start again from fresh times. Paid but not
      // verified: the webhook settles it, so the hold is no longer this page's to give back.
      setHold(null);
      void refetchSlots(held.date);
    }
  };

  /**
   * `choice.coupon`: the code the server said applies ("" for none). `purchaseId`: pay with a
   * credit of this package purchase (nothing to pay, so no code goes with it).
   */
  const submit = async (
    choice: BookingChoice & { coupon?: string },
    slot: Slot | undefined,
    purchaseId: number | null = null,
  ) => {
    if (busy) return;
    const problem = bookingProblem(choice);
    setFieldErrors(problem?.fields ?? {});
    setMessage(null);
    if (problem) return void toast.error(problem.message);
    const { plan, date, time } = choice;
    if (!plan || !date || time === null) return; // bookingProblem said so already
    const key = slotKey(time);

    setBusy(true);
    try {
      if (live(hold)) {
        const same =
          hold.key === key && hold.date === date && hold.planId === plan.id;
        if (same) return await payFor(hold);
        setHold(null);
        await releaseHold(hold.appointment.id);
      }

      let appointment: Appointment;
      try {
        appointment = await bookAppointment({
          professional_id: professionalId,
          window_id: time.window_id,
          start: time.start,
          date,
          plan_id: plan.id,
          name: choice.name.trim(),
          email: choice.email.trim(),
          ...(choice.coupon && purchaseId === null ? { coupon: choice.coupon } : {}),
          purchase_id: purchaseId,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          toast.error(error.message);
          onTaken(slot);
          void refetchSlots(date);
          return;
        }
        toast.error(T.notBooked);
        if (error instanceof ApiError && error.fields.coupon) onCouponRefused?.(error.fields.coupon);
        if (error instanceof ApiError) {
          setFieldErrors({
            name: error.fields.name,
            email: error.fields.email,
          });
          setMessage(error.message);
        }
        return;
      }

      if (appointment.status !== "awaiting_payment") return done();
      const held = { appointment, key, date, planId: plan.id };
      setHold(held);
      onHeld(key);
      await payFor(held);
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, fieldErrors, message, hold, setHold };
}
