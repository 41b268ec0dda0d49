import { usePagedList } from "../../../shared/query/use-paged-list";
import { listMyEvents } from "../api/list-my-events";
import { eventAdminKeys } from "../api/query-keys";
import { EVENT_LIST_DEBOUNCE_MS } from "../constants";
import { useDebouncedCallback } from "./use-debounced-callback";

/**
 * The host's events page by page, newest first. Always refetched on arrival, so an event
 * saved a moment ago is on top. Further pages load debounced (spec: 500 ms).
 */
export function useMyEvents() {
  const list = usePagedList(eventAdminKeys.mine(), (page, signal) => listMyEvents(page, signal), { fresh: true });
  const loadMore = useDebouncedCallback(list.loadMore, EVENT_LIST_DEBOUNCE_MS);
  return { ...list, loadMore };
}
