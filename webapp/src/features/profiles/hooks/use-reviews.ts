import { useCallback, useEffect, useRef, useState } from "react";
import { listReviews } from "../api/list-reviews";
import type { Review } from "../types";

export interface Reviews {
  items: Review[];
  hasNext: boolean;
  loading: boolean;
  loadNext: () => void;
}

/**
 * The shown professional's reviews from page 1; "Next" appends the following page. Load
 * failures are silent (the spec's error catalogue): the list just stays as it is.
 */
export function useReviews(ref: string): Reviews {
  const [items, setItems] = useState<Review[]>([]);
  const [page, setPage] = useState(0);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (next: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      listReviews(ref, next, current.signal).then(
        (result) => {
          if (current.signal.aborted) return;
          setItems((previous) => (next === 1 ? result.items : [...previous, ...result.items]));
          setPage(next);
          setHasNext(result.has_next);
          setLoading(false);
        },
        () => {
          if (!current.signal.aborted) setLoading(false);
        },
      );
    },
    [ref],
  );

  useEffect(() => {
    load(1);
    return () => controller.current?.abort();
  }, [load]);

  const loadNext = useCallback(() => load(page + 1), [load, page]);
  return { items, hasNext, loading, loadNext };
}
