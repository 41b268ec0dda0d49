import { usePagedList } from "../../../shared/query/use-paged-list";
import { listEventBookers } from "../api/list-event-bookers";
import { eventAdminKeys } from "../api/query-keys";
import { BOOKINGS_DEBOUNCE_MS } from "../constants";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * Who booked the event, page by page, narrowed to the phone digits typed once they have
 * settled (spec: the bookings loader waits 100 ms).
 */
export function useEventBookers(id: number, phone: string) {
  const settled = useDebouncedValue(phone, BOOKINGS_DEBOUNCE_MS);
  const list = usePagedList(
    eventAdminKeys.bookers(id, settled),
    (page, signal) => listEventBookers(id, page, settled, signal),
    { fresh: true },
  );
  return { ...list, searching: settled !== phone };
}
