export interface PageAnswer<T> {
  items: T[];
  has_next: boolean;
}

export type PagedListStatus = "more" | "loading" | "done" | "failed";

export interface PagedListState<T> {
  items: T[];
  status: PagedListStatus;
  /** Pages received so far. */
  pages: number;
}

export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<PageAnswer<T>>;

/**
 * A list loaded page by page from page 1, appending, one request at a time. It stops when a
 * page comes back empty or says there is no next page (spec, states); a failed page stops it
 * too (silently), so a scroll cannot hammer a failing server. `dispose()` drops what is in flight.
 */
export function createPagedList<T>(fetchPage: FetchPage<T>, onChange: (state: PagedListState<T>) => void) {
  const controller = new AbortController();
  let state: PagedListState<T> = { items: [], status: "more", pages: 0 };
  const set = (next: PagedListState<T>) => {
    state = next;
    onChange(state);
  };

  return {
    getState: () => state,
    /** Asks for the next page unless one is loading or the list has ended; returns whether it did. */
    loadMore(): boolean {
      if (state.status !== "more" || controller.signal.aborted) return false;
      set({ ...state, status: "loading" });
      fetchPage(state.pages + 1, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const ended = answer.items.length === 0 || !answer.has_next;
          set({
            items: [...state.items, ...answer.items],
            status: ended ? "done" : "more",
            pages: state.pages + 1,
          });
        },
        () => {
          if (!controller.signal.aborted) set({ ...state, status: "failed" });
        },
      );
      return true;
    },
    dispose: () => controller.abort(),
  };
}
