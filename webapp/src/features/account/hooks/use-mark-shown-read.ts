import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { setUnreadCount, unreadCountQuery } from "../../../shared/notifications/unread-count";
import { markNotificationsRead } from "../api/mark-notifications-read";
import type { Notification } from "../api/types";

/**
 * Opening the list reads it: the newest listed and every older one are marked read, the pages
 * not loaded yet too, so the header's badge clears (a page shows 10; the badge counts them
 * all). One that arrives meanwhile stays unread until the list shows it. The server tells the
 * user's other tabs and devices (`notification.read`). The listed ones keep their "new" look
 * until the list is next loaded.
 */
export function useMarkShownRead(items: readonly Notification[]): void {
  const queryClient = useQueryClient();
  const readUpTo = useRef<number | null>(null);
  useEffect(() => {
    const newest = items[0]?.id; // newest first
    const unread = queryClient.getQueryData(unreadCountQuery.queryKey)?.count;
    if (newest === undefined || newest === readUpTo.current) return;
    if (unread === 0 && items.every((item) => item.read)) return;
    const before = readUpTo.current;
    readUpTo.current = newest;
    markNotificationsRead(newest).then(
      ({ count }) => setUnreadCount(queryClient, count),
      () => {
        if (readUpTo.current === newest) readUpTo.current = before; // tried again when the list changes
      },
    );
  }, [items, queryClient]);
}
