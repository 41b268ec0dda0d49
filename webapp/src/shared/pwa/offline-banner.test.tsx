// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineBanner } from "./offline-banner";
import { PWA_TEXTS } from "./texts";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("OfflineBanner", () => {
  afterEach(cleanup);

  it("says nothing while online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says the browser is offline, in its live region, until it is back online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole("status").textContent).toBe(PWA_TEXTS.offline);

    goOnline(true);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();

    goOnline(false);
    expect(screen.getByRole("status").textContent).toBe(PWA_TEXTS.offline);
  });
});
