import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { PageOf } from "../../../shared/query/use-paged-list";
import { appointmentKeys } from "../api/query-keys";
import type { Message } from "../api/types";

interface Listed {
  id: number;
  messages: Message[];
}

function isPagedList(data: unknown): data is InfiniteData<PageOf<Listed>> {
  return Array.isArray((data as InfiniteData<unknown> | undefined)?.pages);
}

/**
 * Rewrites one appointment wherever a cached list (either side's, any filter) shows it, in
 * place: the card changes without the list being fetched again.
 */
export function patchListed<T extends Listed>(queryClient: QueryClient, id: number, patch: (item: T) => T): void {
  queryClient.setQueriesData({ queryKey: appointmentKeys.all() }, (data: unknown) => {
    if (!isPagedList(data)) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.items.some((item) => item.id === id)) return page;
      changed = true;
      return { ...page, items: page.items.map((item) => (item.id === id ? patch(item as T) : item)) };
    });
    return changed ? { ...data, pages } : data;
  });
}

/** Adds a message to its appointment's thread (once, however often it arrives), oldest first. */
export function addMessage(queryClient: QueryClient, message: Message): void {
  patchListed(queryClient, message.appointment_id, (item) =>
    item.messages.some((known) => known.id === message.id)
      ? item
      : { ...item, messages: [...item.messages, message] },
  );
}
