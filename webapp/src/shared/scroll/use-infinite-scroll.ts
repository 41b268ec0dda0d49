import { useEffect, useRef } from "react";
import { INFINITE_SCROLL_THRESHOLD, INFINITE_SCROLL_THROTTLE_MS } from "./constants";
import { isPastThreshold, windowScrollMetrics } from "./scroll-threshold";
import { throttle } from "./throttle";

/**
 * Calls `onReachEnd` while `enabled` whenever the window is scrolled past 80 % of the page
 * (scroll and resize throttled to 150 ms), and once right away: a page shorter than the
 * viewport cannot be scrolled, so it pulls the next page by itself. It checks again whenever
 * `contentKey` changes (pass the number of pages shown): a fast answer can flip the list from
 * "loading" back to "more" within one render, so `enabled` alone would not change.
 */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean, contentKey: number) {
  const onReachEndRef = useRef(onReachEnd);
  useEffect(() => {
    onReachEndRef.current = onReachEnd;
  });

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (isPastThreshold(windowScrollMetrics(), INFINITE_SCROLL_THRESHOLD)) onReachEndRef.current();
    };
    check();
    const onScroll = throttle(check, INFINITE_SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      onScroll.cancel();
    };
  }, [enabled, contentKey]);
}
