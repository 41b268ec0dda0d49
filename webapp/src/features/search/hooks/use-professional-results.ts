import { useCallback, useEffect, useRef, useState } from "react";
import type { Professional } from "../../../shared/professionals/types";
import { searchProfessionals } from "../api/search-professionals";
import { createPagedList, type PagedListState } from "../lib/paged-list";

type PagedList = ReturnType<typeof createPagedList<Professional>>;
type Tagged = PagedListState<Professional> & { query: string };

const FIRST_LOAD: PagedListState<Professional> = { items: [], status: "loading", pages: 0 };

/**
 * Search results for `query`, page by page. A new query starts a new list from page 1 and
 * drops whatever the old one still had in flight.
 */
export function useProfessionalResults(query: string) {
  const [state, setState] = useState<Tagged>({ ...FIRST_LOAD, query });
  const listRef = useRef<PagedList | null>(null);

  useEffect(() => {
    const list = createPagedList<Professional>(
      (page, signal) => searchProfessionals(query, page, signal),
      (next) => setState({ ...next, query }),
    );
    listRef.current = list;
    list.loadMore();
    return () => list.dispose();
  }, [query]);

  const loadMore = useCallback(() => {
    listRef.current?.loadMore();
  }, []);

  // Until the new list reports, the previous query's items must not show under the new heading.
  const current = state.query === query ? state : { ...FIRST_LOAD, query };
  return { items: current.items, status: current.status, pages: current.pages, loadMore };
}
