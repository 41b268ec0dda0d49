import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api/api-client";
import { useSession } from "../session/session-store";
import { currentLanguage, isLanguage, type Language } from "./i18n";
import { rememberLanguage, showLanguage } from "./language";

/** Shows `language`, remembers it on this device and, once answered, refetches what the server
 * wrote (its texts follow the device's language). */
async function switchTo(language: Language, refetch: () => unknown): Promise<void> {
  await showLanguage(language);
  rememberLanguage(language);
  void refetch();
}

/**
 * The language shown and a way to change it: on this device (a cookie the server reads too)
 * and, for a signed-in user, on the account, so that texts and e-mails follow it and a new
 * sign-in anywhere comes back to it.
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => s.token !== null);
  const change = useCallback(
    async (language: Language) => {
      // Notifications are written in the account's language: refetched once it is saved.
      const saved = signedIn ? api.put("/auth/language", { language }).catch(() => undefined) : undefined;
      await switchTo(language, async () => {
        await saved;
        return queryClient.invalidateQueries();
      });
      await saved;
    },
    [queryClient, signedIn],
  );
  return [isLanguage(i18n.language) ? i18n.language : currentLanguage(), change];
}

/** A signed-in user's account language wins over the device's: a new sign-in, or a change
 * made on another device, shows here once the user is loaded. */
export function useAccountLanguage(): void {
  const language = useSession((s) => s.user?.language);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isLanguage(language) && language !== currentLanguage()) {
      void switchTo(language, () => queryClient.invalidateQueries());
    }
  }, [language, queryClient]);
}
