// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InstallAppButton } from "./install-app-button";
import { listenForInstallPrompt, useInstallPrompt } from "./install-prompt-store";

/** What Chromium fires when it would install the app. */
function offerInstall() {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function displayMode(standalone: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: standalone && query === "(display-mode: standalone)",
    media: query,
  })) as unknown as typeof window.matchMedia;
}

const installButton = () => screen.queryByRole("button", { name: "Install app" });

describe("InstallAppButton", () => {
  let stop = () => {};

  afterEach(() => {
    stop();
    cleanup();
    useInstallPrompt.setState({ offer: null });
  });

  it("shows nothing until the browser offers to install the app", () => {
    displayMode(false);
    stop = listenForInstallPrompt();
    render(<InstallAppButton />);
    expect(installButton()).toBeNull();

    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true); // no mini-infobar besides the button
    expect(installButton()).not.toBeNull();
  });

  it("shows the browser's dialog on a click, then hides (an offer prompts once)", async () => {
    displayMode(false);
    stop = listenForInstallPrompt();
    render(<InstallAppButton />);
    const { prompt } = offerInstall();

    await act(async () => {
      fireEvent.click(installButton()!);
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installButton()).toBeNull();
  });

  it("hides once the app is installed", () => {
    displayMode(false);
    stop = listenForInstallPrompt();
    render(<InstallAppButton />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(installButton()).toBeNull();
  });

  it("offers nothing when the app already runs installed", () => {
    displayMode(true);
    stop = listenForInstallPrompt();
    render(<InstallAppButton />);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(false);
    expect(installButton()).toBeNull();
  });
});
