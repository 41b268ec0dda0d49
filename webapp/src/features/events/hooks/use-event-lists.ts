import { usePagedList } from "../../../shared/query/use-paged-list";
import { listBookedEvents } from "../api/list-booked-events";
import { eventKeys } from "../api/query-keys";
import { searchEvents } from "../api/search-events";

/** Upcoming events matching `query` (all of them for ""), page by page. */
export function useEventSearch(query: string) {
  return usePagedList(eventKeys.search(query), (page, signal) => searchEvents(query, page, signal));
}

/** The caller's booked events, newest booking first; always fresh (a booking just made is on top). */
export function useBookedEvents() {
  return usePagedList(eventKeys.booked(), (page, signal) => listBookedEvents(page, signal), { fresh: true });
}
