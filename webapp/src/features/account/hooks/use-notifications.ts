import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorMessage } from "../../../shared/api/api-error";
import { listNotifications } from "../api/list-notifications";
import { accountKeys } from "../api/query-keys";

/** Notifications page by page from page 1, newest first; "Load more" appends the next page. */
export function useNotifications() {
  const { data, error, hasNextPage, isFetching, fetchNextPage } = useInfiniteQuery({
    queryKey: accountKeys.notifications(),
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  });
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return {
    items,
    hasNext: hasNextPage,
    loading: isFetching,
    error: error ? errorMessage(error) : null,
    loadMore: () => {
      if (!isFetching) void fetchNextPage({ cancelRefetch: false });
    },
  };
}
