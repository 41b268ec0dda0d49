import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { appointmentKeys } from "../api/query-keys";
import { listMyAppointments } from "../api/list-my-appointments";
import type { AppointmentPage } from "../api/types";

export type ListStatus = "more" | "loading" | "done" | "failed";

/** The list stops at an empty page or one that says there is no next (spec, states). */
function nextPage(last: AppointmentPage) {
  return last.items.length === 0 || !last.has_next ? undefined : last.page + 1;
}

/**
 * The client's appointments page by page, newest first. `fresh` (arriving from a booking,
 * spec state `condi`) refetches even a recent cached list so the new appointment is on top.
 */
export function useMyAppointments({ fresh }: { fresh: boolean }) {
  const result = useInfiniteQuery({
    queryKey: appointmentKeys.mine(),
    queryFn: ({ pageParam, signal }) => listMyAppointments(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchOnMount: fresh ? "always" : true,
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
}): ListStatus {
  if (result.isError) return "failed";
  if (result.isPending || result.isFetchingNextPage) return "loading";
  return result.hasNextPage ? "more" : "done";
}
