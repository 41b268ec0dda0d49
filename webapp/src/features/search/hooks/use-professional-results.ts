import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ProfessionalPage } from "../../../shared/professionals/types";
import { searchProfessionals } from "../api/search-professionals";
import { searchKeys } from "../api/query-keys";

/** "more": another page can be asked for; "done": the list ended; "failed": a page failed. */
export type ResultsStatus = "more" | "loading" | "done" | "failed";

/**
 * The list stops when a page comes back empty or says there is no next page (spec, states),
 * even if an empty page claims a next one.
 */
function nextPage(last: ProfessionalPage, _pages: ProfessionalPage[], lastPage: number) {
  return last.items.length === 0 || !last.has_next ? undefined : lastPage + 1;
}

/**
 * Search results for `query`, page by page, one request at a time. A new query is a new list
 * from page 1 (its own cache entry), so the old query's items never show under the new heading.
 * A failed page stops the list silently, so a scroll cannot hammer a failing server.
 */
export function useProfessionalResults(query: string) {
  const result = useInfiniteQuery({
    queryKey: searchKeys.results(query),
    queryFn: ({ pageParam, signal }) => searchProfessionals(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const { data, isFetching, fetchNextPage } = result;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return {
    items,
    status: statusOf(result),
    pages: data?.pages.length ?? 0,
    loadMore: () => {
      if (!isFetching) void fetchNextPage({ cancelRefetch: false });
    },
  };
}

function statusOf(result: {
  isError: boolean;
  isPending: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
}): ResultsStatus {
  if (result.isError) return "failed";
  if (result.isPending || result.isFetchingNextPage) return "loading";
  return result.hasNextPage ? "more" : "done";
}
