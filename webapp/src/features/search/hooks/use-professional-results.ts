import { usePagedList } from "../../../shared/query/use-paged-list";
import { searchProfessionals } from "../api/search-professionals";
import { searchKeys } from "../api/query-keys";

/**
 * Search results for `query`, page by page. A new query is a new list from page 1 (its own
 * cache entry), so the old query's items never show under the new heading.
 */
export function useProfessionalResults(query: string) {
  return usePagedList(searchKeys.results(query), (page, signal) =>
    searchProfessionals(query, page, signal),
  );
}
