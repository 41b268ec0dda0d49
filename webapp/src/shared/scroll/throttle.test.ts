import { afterEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per window, with the latest arguments at the window's end", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 150);

    throttled(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);

    throttled(2);
    vi.advanceTimersByTime(50);
    throttled(3);
    vi.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);

    // A burst of 20 scroll events over one second: about one run per 150 ms, not 20.
    for (let i = 0; i < 20; i += 1) {
      throttled(i);
      vi.advanceTimersByTime(50);
    }
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(8);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(9);
  });

  it("cancel drops a pending trailing run", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
