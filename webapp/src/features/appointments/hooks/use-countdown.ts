import { useEffect, useState } from "react";
import { msLeft } from "../../../shared/format/countdown";

/**
 * Milliseconds left until `deadline`, re-rendering as each displayed second passes and
 * stopping at 0; null without a deadline.
 */
export function useCountdown(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : msLeft(deadline, now);
  useEffect(() => {
    if (left === null || left === 0) return;
    // Wake when the shown whole second changes, not on a drifting 1 s interval.
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
