// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

function Section() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return <section ref={ref}>{near ? "loaded" : "waiting"}</section>;
}

/** The browser's IntersectionObserver, reduced to what a test drives: one callback per observer. */
class FakeObserver {
  static made: FakeObserver[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
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

afterEach(() => {
  cleanup();
  FakeObserver.made = [];
  vi.unstubAllGlobals();
});

describe("useNearViewport", () => {
  it("waits below the fold, then stays near once the section comes within half a screen", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Section />);
    expect(screen.getByText("waiting")).toBeTruthy();
    const [observer] = FakeObserver.made;
    expect(observer.options?.rootMargin).toBe("50% 0px");
    observer.enter(false);
    expect(screen.getByText("waiting")).toBeTruthy();
    observer.enter(true);
    expect(screen.getByText("loaded")).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it("counts everything as near where the browser cannot observe", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Section />);
    expect(screen.getByText("loaded")).toBeTruthy();
  });
});
