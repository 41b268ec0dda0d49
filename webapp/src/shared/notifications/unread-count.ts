import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api } from "../api/api-client";
import type { Schema } from "../api/schemas";

type Count = Schema<"CountOut">;

/** GET /notifications/unread-count: how many of the user's notifications are unread. */
export function getUnreadCount(signal?: AbortSignal): Promise<Count> {
  return api.get<Count>("/notifications/unread-count", { signal });
}

/**
 * One cache entry for the header's badge; shared because the account screen, which marks
 * notifications read, must update it too. The app invalidates it on `notification.created`
 * and on `notification.read` (the list was opened on one of the user's devices).
 */
export const unreadCountQuery = queryOptions({
  queryKey: ["notifications", "unread-count"],
  queryFn: ({ signal }) => getUnreadCount(signal),
});

/** Marking read answers the count left: show it at once. */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(unreadCountQuery.queryKey, { count });
}
