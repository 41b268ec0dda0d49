import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useMemo } from "react";

/** One page of a list as the server answers it (marketplace/paging.py). */
export interface PageOf<T> {
  items: T[];
  page: number;
  has_next: boolean;
}

/** "more": another page can be asked for; "done": the list ended; "failed": a page failed. */
export type PagedListStatus = "more" | "loading" | "done" | "failed";

/** The list stops when a page comes back empty or says there is no next page (spec, states),
 * even if an empty page claims a next one. */
function nextPage<T>(last: PageOf<T>, _pages: PageOf<T>[], lastPage: number) {
  return last.items.length === 0 || !last.has_next ? undefined : lastPage + 1;
}

/**
 * A server list page by page (10 a page from page 1), one request at a time. A failed page
 * stops the list silently, so a scroll cannot hammer a failing server. `fresh` refetches even
 * a recently cached list (e.g. arriving from a booking, so the new item is on top).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageOf<T>>,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage<T>,
    refetchOnMount: fresh ? "always" : true,
  });
  const { data, isFetching, fetchNextPage } = result;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  let status: PagedListStatus = result.hasNextPage ? "more" : "done";
  if (result.isPending || result.isFetchingNextPage) status = "loading";
  if (result.isError) status = "failed";
  return {
    items,
    status,
    pages: data?.pages.length ?? 0,
    loadMore: () => {
      if (!isFetching) void fetchNextPage({ cancelRefetch: false });
    },
  };
}
