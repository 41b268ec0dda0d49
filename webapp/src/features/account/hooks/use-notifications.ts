import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../shared/api/api-error";
import { listNotifications } from "../api/list-notifications";
import type { Notification } from "../api/types";

/** Notifications page by page from page 1; `reload` starts again from page 1. */
export function useNotifications() {
  const [items, setItems] = useState<Notification[]>([]);
  const [page, setPage] = useState(0);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0); // answers of an older reload are dropped

  const fetchPage = useCallback(async (pageNumber: number) => {
    const mine = pageNumber === 1 ? ++generation.current : generation.current;
    setLoading(true);
    try {
      const answer = await listNotifications(pageNumber);
      if (mine !== generation.current) return;
      setItems((current) => (pageNumber === 1 ? answer.items : [...current, ...answer.items]));
      setPage(answer.page);
      setHasNext(answer.has_next);
      setError(null);
    } catch (cause) {
      if (mine === generation.current) setError(errorMessage(cause));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void fetchPage(1);
  }, [fetchPage]);

  return {
    items,
    hasNext,
    loading,
    error,
    reload: useCallback(() => void fetchPage(1), [fetchPage]),
    loadMore: () => void fetchPage(page + 1),
  };
}
