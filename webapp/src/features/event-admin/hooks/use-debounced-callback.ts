import { useEffect, useMemo, useRef } from "react";

/**
 * `callback` run `ms` after the last call (calls in between are merged into one). Pending
 * calls are dropped on unmount.
 */
export function useDebouncedCallback(callback: () => void, ms: number): () => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), ms);
    },
    [ms],
  );
}
