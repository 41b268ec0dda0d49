import type { ReactNode } from "react";
import type { PagedListStatus } from "../../../shared/query/use-paged-list";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { APPOINTMENT_TEXTS as T, FIRST_PAGE_SKELETONS, NEXT_PAGE_SKELETONS } from "../constants";
import { AppointmentCardSkeleton } from "./appointment-card";

interface AppointmentListProps<T> {
  list: { items: T[]; status: PagedListStatus; pages: number; loadMore: () => void };
  render: (item: T) => ReactNode;
}

/**
 * An infinite list of appointment cards (next page at 80 % of the page, scroll throttled to
 * 150 ms), with skeletons while a page loads and the spec's "No Appoinments Booked" when the
 * list is empty or fails.
 */
export function AppointmentList<T extends { id: number }>({ list, render }: AppointmentListProps<T>) {
  const { items, status, pages, loadMore } = list;
  useInfiniteScroll(loadMore, status === "more", pages);
  const empty = items.length === 0 && (status === "done" || status === "failed");
  const placeholders = status !== "loading" ? 0 : items.length === 0 ? FIRST_PAGE_SKELETONS : NEXT_PAGE_SKELETONS;
  if (empty) return <p className="muted appointments-empty">{T.empty}</p>;
  return (
    <ul className="appointment-list" aria-busy={status === "loading"}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`}>
          <AppointmentCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
