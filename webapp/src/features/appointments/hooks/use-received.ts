import { usePagedList } from "../../../shared/query/use-paged-list";
import { listReceived } from "../api/list-received";
import { appointmentKeys } from "../api/query-keys";
import type { ReceivedFilter } from "../api/types";

/** The professional's appointments and reservations page by page, newest first. */
export function useReceived(filter: ReceivedFilter) {
  return usePagedList(appointmentKeys.received(filter), (page, signal) => listReceived(page, filter, signal));
}
