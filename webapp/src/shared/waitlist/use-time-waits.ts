import { useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { ordinal } from "../format/ordinal";
import { createOrder, verifyPayment } from "../payments/api";
import { pay } from "../payments/pay";
import { joinTimeWaitlist, leaveTimeWaitlist, listMyTimeWaits, takeOffer, timeWaitKeys } from "./api";
import { WAITLIST_TEXTS as T } from "./constants";
import type { TakenAppointment, TimeWait, TimeWaitDraft } from "./types";
import { useLineMoves } from "./use-line-moves";

/**
 * The caller's places in line for full times. Live: each move of a line sends
 * `waitlist.changed` to everyone in it, and an offer comes as a notification; both refetch
 * this list wherever it shows (app/live-query-updates.ts).
 */
export function useMyTimeWaits() {
  return useQuery({ queryKey: timeWaitKeys.mine(), queryFn: ({ signal }) => listMyTimeWaits(signal) });
}

/**
 * Joining a line, leaving it (with a place offered, that declines it) and taking the place
 * offered (paid at once for a pay-first professional, as a fresh hold is). `onChanged` runs
 * after each move, whatever came of it (the screen's own lists refetch).
 */
export function useTimeWaitActions(onChanged?: () => void) {
  const queryClient = useQueryClient();
  const { run, busy, fieldErrors, setFieldErrors } = useLineMoves(() => {
    void queryClient.invalidateQueries({ queryKey: timeWaitKeys.all });
    onChanged?.();
  });

  const join = (draft: TimeWaitDraft) => {
    setFieldErrors({});
    return run(async () => {
      const joined = await joinTimeWaitlist(draft);
      toast.success(T.joined(ordinal(joined.position)));
      return joined;
    });
  };

  const leave = (wait: TimeWait) =>
    run(async () => {
      await leaveTimeWaitlist(wait.id);
      toast.success(wait.status === "offered" ? T.declined : T.left);
      return wait;
    });

  /** The appointment made of the offer (paid or not), or null when none was made. */
  const take = (wait: TimeWait) =>
    run(async (): Promise<TakenAppointment | null> => {
      if (wait.offer_appointment_id === null) return null;
      const appointment = await takeOffer(wait.offer_appointment_id);
      if (appointment.status !== "awaiting_payment") {
        toast.success(T.booked);
        return appointment;
      }
      const outcome = await pay({ createOrder: () => createOrder(appointment.id), verify: verifyPayment });
      if (outcome.status === "paid") toast.success(outcome.message);
      else toast.error(outcome.message);
      return appointment;
    });

  return { join, leave, take, busy, fieldErrors, setFieldErrors };
}
