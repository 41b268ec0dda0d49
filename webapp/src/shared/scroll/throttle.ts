export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * Runs `fn` at once, then at most once per `waitMs`; a call inside the window is not lost
 * but runs (with the latest arguments) when the window ends.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestArgs: A;

  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    fn(...latestArgs);
  };
  const throttled = (...args: A) => {
    latestArgs = args;
    const remaining = waitMs - (Date.now() - lastRun);
    if (remaining <= 0) run();
    else timer ??= setTimeout(run, remaining);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
