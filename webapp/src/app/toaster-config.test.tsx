// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import toast, { useToaster, useToasterStore } from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOASTER_PROPS } from "./toaster-config";

describe("toaster configuration", () => {
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.useRealTimers();
  });

  it("uses the spec's position, gap, offset, theme and durations", () => {
    expect(TOASTER_PROPS.position).toBe("bottom-center");
    expect(TOASTER_PROPS.gutter).toBe(10);
    expect(TOASTER_PROPS.containerStyle).toEqual({ top: 30, right: 30, bottom: 30, left: 30 });
    const options = TOASTER_PROPS.toastOptions;
    expect(options.style).toEqual({ background: "#333", color: "#fff" });
    expect([options.duration, options.blank.duration, options.error.duration]).toEqual([3000, 4000, 4000]);
    expect([options.success.duration, options.loading.duration, options.custom.duration]).toEqual([
      2000,
      Infinity,
      4000,
    ]);
  });

  it("relies on react-hot-toast keeping at most 20 toasts", () => {
    const { result } = renderHook(() => useToasterStore());
    act(() => {
      for (let i = 0; i < 25; i += 1) toast(`toast ${i}`);
    });
    expect(result.current.toasts).toHaveLength(20);
  });

  it("relies on react-hot-toast removing a dismissed toast after 1000 ms", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToaster());
    let id = "";
    act(() => {
      id = toast("bye");
    });
    act(() => toast.dismiss(id));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.toasts.some((t) => t.id === id)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts.some((t) => t.id === id)).toBe(false);
  });
});
