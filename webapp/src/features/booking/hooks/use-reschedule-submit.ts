import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../../shared/api/api-error";
import { bookingKeys } from "../api/query-keys";
import { rescheduleAppointment } from "../api/reschedule-appointment";
import { BOOKING_TEXTS as T, YOUR_APPOINTMENTS_PATH } from "../constants";
import type { Slot } from "../types";

/**
 * "Move here": the client's appointment moves to the chosen time, then their list shows it.
 * A time taken meanwhile (409) lets the next free one be chosen; any other refusal says why
 * in the server's words.
 */
export function useRescheduleSubmit(appointmentId: number, professionalId: number, onTaken: (slot: Slot | undefined) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (date: string | null, slot: Slot | undefined) => {
    if (busy) return;
    setMessage(null);
    if (!date || !slot) return void toast.error(T.selectDateTime);
    setBusy(true);
    try {
      await rescheduleAppointment(appointmentId, { window_id: slot.window_id, date, start: slot.start });
      toast.success(T.moved);
      void navigate(YOUR_APPOINTMENTS_PATH);
    } catch (error) {
      const text = error instanceof ApiError ? error.message : T.notMoved;
      toast.error(text);
      setMessage(text);
      if (error instanceof ApiError && error.status === 409) onTaken(slot);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(professionalId, date) });
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, message };
}
