import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { listReviews } from "../api/list-reviews";
import { profileKeys } from "../api/query-keys";
import type { Review } from "../types";

export interface Reviews {
  items: Review[];
  hasNext: boolean;
  loading: boolean;
  loadNext: () => void;
}

/**
 * The shown professional's reviews from page 1, asked for once `enabled`; "Next" appends the
 * following page. Load failures are silent (the spec's error catalogue): the list just stays
 * as it is.
 */
export function useReviews(ref: string, enabled = true): Reviews {
  const { data, hasNextPage, isPending, isFetching, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    queryKey: profileKeys.reviews(ref),
    queryFn: ({ pageParam, signal }) => listReviews(ref, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.has_next ? lastPage + 1 : undefined),
    enabled,
  });
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return {
    items,
    hasNext: hasNextPage,
    // Pending: not asked yet (not `enabled`) or on its way. A failure ends it, with no items.
    loading: isPending || isFetchingNextPage,
    loadNext: () => {
      if (!isFetching) void fetchNextPage({ cancelRefetch: false });
    },
  };
}
