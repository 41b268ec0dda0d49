import { useQuery } from "@tanstack/react-query";
import type { Professional } from "../../../shared/professionals/types";
import { searchKeys } from "../api/query-keys";
import { suggestProfessionals } from "../api/suggest-professionals";

const NO_MATCH: Professional[] = [];

/**
 * The overlay's matches for `query`, asked on every change; `undefined` until the answer for
 * this very query has arrived. Each query is its own cache entry, and leaving one aborts its
 * request, so a late answer can never show under a newer query. Failures are silent (spec):
 * they count as no match.
 */
export function useSuggestions(query: string): Professional[] | undefined {
  const { data } = useQuery({
    queryKey: searchKeys.suggestions(query),
    queryFn: ({ signal }) => suggestProfessionals(query, signal).catch(() => NO_MATCH),
    enabled: query.trim() !== "",
  });
  return data;
}
