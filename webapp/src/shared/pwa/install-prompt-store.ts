import { create } from "zustand";
import { runsInstalled } from "./display-mode";

/** Chromium's offer to install the app (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

interface InstallPromptState {
  /** The browser's offer, kept until it is used or the app is installed; null when none. */
  offer: BeforeInstallPromptEvent | null;
  /** Shows the browser's install dialog. An offer prompts once: the browser makes a new one. */
  install: () => Promise<void>;
}

export const useInstallPrompt = create<InstallPromptState>()((set, get) => ({
  offer: null,
  install: async () => {
    const offer = get().offer;
    if (!offer) return;
    set({ offer: null });
    await offer.prompt();
  },
}));

/**
 * Keeps the browser's install offer from start-up (it may come before any menu renders) and
 * drops it once the app is installed. Nothing is offered when the app already runs installed.
 * Answers a function that stops listening.
 */
export function listenForInstallPrompt(): () => void {
  if (runsInstalled()) return () => undefined;
  const keep = (event: Event) => {
    // The browser's own mini-infobar stays away: the menu offers "Install app" instead.
    event.preventDefault();
    useInstallPrompt.setState({ offer: event as BeforeInstallPromptEvent });
  };
  const installed = () => useInstallPrompt.setState({ offer: null });
  window.addEventListener("beforeinstallprompt", keep);
  window.addEventListener("appinstalled", installed);
  return () => {
    window.removeEventListener("beforeinstallprompt", keep);
    window.removeEventListener("appinstalled", installed);
  };
}
