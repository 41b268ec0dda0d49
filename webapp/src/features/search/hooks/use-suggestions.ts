import { useEffect, useState } from "react";
import type { Professional } from "../../../shared/professionals/types";
import { suggestProfessionals } from "../api/suggest-professionals";

interface Answer {
  query: string;
  items: Professional[];
}

/**
 * The overlay's matches for `query`, asked on every change; `undefined` until the answer for
 * this very query has arrived. A newer query aborts the older request, and an answer is kept
 * with the query it belongs to, so a late answer can never show under a newer query.
 * Failures are silent (spec): they count as no match.
 */
export function useSuggestions(query: string): Professional[] | undefined {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!query.trim()) return;
    const controller = new AbortController();
    const settle = (items: Professional[]) => {
      if (!controller.signal.aborted) setAnswer({ query, items });
    };
    suggestProfessionals(query, controller.signal).then(settle, () => settle([]));
    return () => controller.abort();
  }, [query]);

  return answer?.query === query ? answer.items : undefined;
}
