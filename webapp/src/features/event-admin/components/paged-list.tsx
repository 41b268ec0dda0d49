import type { ReactNode } from "react";
import type { PagedListStatus } from "../../../shared/query/use-paged-list";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { FIRST_PAGE_SKELETONS, NEXT_PAGE_SKELETONS } from "../constants";

interface PagedListProps<T> {
  list: { items: T[]; status: PagedListStatus; pages: number; loadMore: () => void };
  render: (item: T) => ReactNode;
  skeleton: ReactNode;
  empty: string;
  className: string;
}

/**
 * An infinite list (next page at 80 % of the page), with skeletons while a page loads and
 * the spec's empty text when the list is empty or fails.
 */
export function PagedList<T extends { id: number }>({ list, render, skeleton, empty, className }: PagedListProps<T>) {
  const { items, status, pages, loadMore } = list;
  useInfiniteScroll(loadMore, status === "more", pages);
  if (items.length === 0 && (status === "done" || status === "failed")) {
    return <p className="muted event-admin-empty">{empty}</p>;
  }
  const placeholders = status !== "loading" ? 0 : items.length === 0 ? FIRST_PAGE_SKELETONS : NEXT_PAGE_SKELETONS;
  return (
    <ul className={className} aria-busy={status === "loading"}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`}>{skeleton}</li>
      ))}
    </ul>
  );
}
