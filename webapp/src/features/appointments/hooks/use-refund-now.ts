import { useEffect, useState } from "react";
import { nextChange, refundPaise } from "../../../shared/payments/cancellation-policy";
import type { Appointment } from "../api/types";

type Cancellable = Pick<Appointment, "paid" | "can_cancel" | "price_paise" | "starts_at" | "cancellation_policy">;

/**
 * What a client's cancel would give back now under the professional's policy, in paise, read
 * again as each tier's notice passes; null when a cancel is not theirs to make or nothing was
 * paid (a free booking says nothing of money).
 */
export function useRefundNow(appointment: Cancellable): number | null {
  const [now, setNow] = useState(() => new Date());
  const { cancellation_policy: tiers, starts_at: startsAt } = appointment;
  const shown = appointment.paid && appointment.can_cancel;
  useEffect(() => {
    if (!shown) return;
    const change = nextChange(tiers, startsAt, new Date());
    if (change === null) return;
    // setTimeout holds at most ~24.8 days; a later change is read on the next wake.
    const wait = Math.min(change.getTime() - Date.now() + 50, 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(new Date()), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [shown, tiers, startsAt, now]);
  return shown ? refundPaise(appointment.price_paise, tiers, startsAt, now) : null;
}
