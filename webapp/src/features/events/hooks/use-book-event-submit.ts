import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { ApiError, GENERIC_ERROR_MESSAGE, type FieldErrors } from "../../../shared/api/api-error";
import { bookEvent } from "../api/book-event";
import { eventKeys } from "../api/query-keys";
import { EVENT_TEXTS as T, MY_EVENTS_PATH } from "../constants";
import { payForBooking } from "../lib/pay-for-booking";

export interface BookEventForm {
  name: string;
  email: string;
}

export const AWAITING_PAYMENT = "awaiting_payment";

/** The form's own checks, in its order (the server checks again). */
export function bookingFormProblem({ name, email }: BookEventForm): FieldErrors | null {
  if (!name.trim()) return { name: T.enterName };
  if (!email.trim()) return { email: T.enterEmail };
  return null;
}

/**
 * "Book Event": books a seat. A free event is booked at once; a paid one comes back held while
 * its booker pays (order, Checkout, verify). Booked: 'Event Booking Succesfull!' and /myEvents.
 * On failure the server's message (sold out, booked already, started...) else the spec's
 * 'Event Booking Not Succesfull!'. A payment that did not go through leaves the hold: the
 * button then reads 'Pay Now', and pressing it books again, which the server answers with
 * the same live hold, so nobody is charged for two seats.
 */
export function useBookEventSubmit(eventId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const booked = () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    toast.success(T.booked);
    void navigate(MY_EVENTS_PATH);
  };

  const submit = async (form: BookEventForm) => {
    if (busy) return;
    const problem = bookingFormProblem(form);
    setFieldErrors(problem ?? {});
    if (problem) return;
    setBusy(true);
    try {
      let booking;
      try {
        booking = await bookEvent(eventId, { name: form.name.trim(), email: form.email.trim() });
      } catch (error) {
        setHeld(false);
        if (error instanceof ApiError && error.status > 0 && error.message !== GENERIC_ERROR_MESSAGE) {
          setFieldErrors(error.fields);
          toast.error(error.message);
        } else {
          toast.error(T.notBooked);
        }
        return;
      }
      if (booking.status !== AWAITING_PAYMENT) return booked();

      setHeld(true);
      const outcome = await payForBooking(booking.id);
      if (outcome.status === "paid") return booked();
      // The events spec words a dismissed checkout its own way.
      toast.error(outcome.status === "cancelled" ? T.checkoutCancelled : outcome.message);
      // The hold lapsed or the seat went (and the payment was refunded): start afresh.
      if (outcome.status === "failed" && outcome.conflict) {
        setHeld(false);
        void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
      }
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, held, fieldErrors };
}
