// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeObserver } from "../testing/fake-intersection-observer";
import { useNearViewport } from "./use-near-viewport";

function Section() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return <section ref={ref}>{near ? "loaded" : "waiting"}</section>;
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
