import { useQueryClient } from "@tanstack/react-query";
import { useMyTimeWaits, useTimeWaitActions } from "../../../shared/waitlist/use-time-waits";
import type { TimeWait } from "../../../shared/waitlist/types";
import { bookingKeys } from "../api/query-keys";

/**
 * The caller's place in line for the chosen time, if any (a place is named by the
 * professional, the date and the start, in the professional's zone), with the waitlist's
 * moves. Each move reads the day's times again: a place may have freed meanwhile.
 */
export function useChosenTimeWait(professionalId: number, date: string | null, start: string | null) {
  const queryClient = useQueryClient();
  const waits = useMyTimeWaits();
  const actions = useTimeWaitActions(() => {
    if (date) void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(professionalId, date) });
  });
  const mine = waits.data ?? [];
  const wait: TimeWait | null =
    mine.find((candidate) => candidate.professional.id === professionalId && candidate.date === date && candidate.start === start) ??
    null;
  return { ...actions, wait };
}
