import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true right after it, as a transition: what it guards is built in
 * a second pass, after the first has painted, and React builds a transition in short slices
 * (about 5 ms each) that let the browser paint and answer taps in between. A phone then shows
 * what matters first (the largest paint, what is above the fold) without first building the
 * rest in the same long task.
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
