import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { setUnreadCount } from "../../../shared/notifications/unread-count";
import { markNotificationsRead } from "../api/mark-notifications-read";
import type { Notification } from "../api/types";

/**
 * Notifications count as read once listed on screen: the shown unread ones are marked read
 * (by id, so one that arrives meanwhile stays unread) and the header's badge takes the count
 * left. They keep their "new" look until the list is next loaded.
 */
export function useMarkShownRead(items: readonly Notification[]): void {
  const queryClient = useQueryClient();
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const ids = items.filter((item) => !item.read && !sent.current.has(item.id)).map((item) => item.id);
    if (ids.length === 0) return;
    ids.forEach((id) => sent.current.add(id));
    markNotificationsRead(ids).then(
      ({ count }) => setUnreadCount(queryClient, count),
      () => ids.forEach((id) => sent.current.delete(id)), // tried again when the list changes
    );
  }, [items, queryClient]);
}
