import type { PagedListStatus } from "../../../shared/query/use-paged-list";
import { EVENT_TEXTS as T } from "../constants";

/** Under an infinite list: 'Loading...' while a page loads, 'No more data to load.' at its end. */
export function ListEnd({ status, count }: { status: PagedListStatus; count: number }) {
  if (status === "loading") return <p className="list-end" role="status">{T.loading}</p>;
  if (status === "done" && count > 0) return <p className="list-end">{T.noMoreData}</p>;
  return null;
}
