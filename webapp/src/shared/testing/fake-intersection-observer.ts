import { act } from "@testing-library/react";
import { vi } from "vitest";

/** The browser's IntersectionObserver, reduced to what a test drives: one callback per observer. */
export class FakeObserver {
  static made: FakeObserver[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

/**
 * Puts FakeObserver in the browser's place until `vi.unstubAllGlobals()`; returns a way to bring
 * every observed element near the viewport, as scrolling does.
 */
export function stubIntersectionObserver(): { scrollNear: () => void } {
  FakeObserver.made = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return { scrollNear: () => FakeObserver.made.forEach((observer) => observer.enter(true)) };
}
