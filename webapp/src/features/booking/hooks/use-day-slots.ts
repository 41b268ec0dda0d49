import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  useSocketFrame,
  useTopic,
} from "../../../shared/socket/socket";
import { getDaySlots } from "../api/get-day-slots";
import { bookingKeys } from "../api/query-keys";
import { SLOTS_CHANGED } from "../constants";
import { slotKey, withPlacesLeft } from "../lib/free-times";
import type { DaySlots } from "../types";

/**
 * A day's times with their places left, kept live: the page subscribes to
 * `slots:<professional>:<date>` and each slots.changed frame rewrites the places left in the
 * cache (and the cancellation policy), so the chips change without a reload. A frame naming a time the page does not know
 * (a schedule edit) refetches; so does every reconnect (frames missed meanwhile).
 * `onFilled` hears the times (slotKeys) a frame just filled (the page deselects one that was
 * chosen).
 */
export function useDaySlots(
  professionalId: number,
  date: string | null,
  onFilled: (keys: string[]) => void,
) {
  const queryClient = useQueryClient();
  const key = bookingKeys.slots(professionalId, date ?? "");
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getDaySlots(professionalId, date ?? "", signal),
    enabled: date !== null,
    // Places change under the page's feet: the socket keeps them fresh, not a timer.
    staleTime: 0,
  });

  // Missed frames come again on their own; past the topic's history, the day is read afresh.
  useTopic(date ? `slots:${professionalId}:${date}` : null, () => {
    void queryClient.invalidateQueries({ queryKey: key });
  });
  useSocketFrame(SLOTS_CHANGED, ({ data }) => {
    if (data.professional_id !== professionalId || data.date !== date) return;
    const cached = queryClient.getQueryData<DaySlots>(key);
    if (!cached) return;
    const known = new Set(cached.windows.map(slotKey));
    if (data.windows.some((change) => !known.has(slotKey(change)) && change.left > 0)) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    const windows = withPlacesLeft(cached.windows, data.windows);
    // The professional's cancellation policy comes with every frame: shown before paying.
    const policy = data.cancellation_policy?.length ? data.cancellation_policy : cached.cancellation_policy;
    queryClient.setQueryData<DaySlots>(key, { ...cached, windows, cancellation_policy: policy });
    const filled = cached.windows
      .filter((slot, at) => slot.left > 0 && windows[at]?.left === 0)
      .map(slotKey);
    if (filled.length > 0) onFilled(filled);
  });

  return query;
}
