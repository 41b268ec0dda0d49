import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "react-hot-toast";
import { LiveNotificationToasts } from "../features/notifications/components/live-notification-toasts";
import { useAccountLanguage } from "../shared/i18n/use-language";
import { createQueryClient } from "../shared/query/query-client";
import { meQuery } from "../shared/session/me-query";
import { useSession } from "../shared/session/session-store";
import { socketStore, useSocketFrame } from "../shared/socket/socket";
import { useLiveQueryUpdates } from "./live-query-updates";
import { TOASTER_PROPS } from "./toaster-config";

/** Keeps the live socket authenticated as the current session (sign-in, logout, expiry). */
function useSocketFollowsSession(token: string | null) {
  useEffect(() => {
    socketStore.getState().connect(token);
  }, [token]);
  // This device was signed out elsewhere ("Sign out" in another device's list).
  useSocketFrame("auth.revoked", () => useSession.getState().clear());
  useEffect(() => {
    const reconnect = () => socketStore.getState().reconnectNow();
    window.addEventListener("online", reconnect);
    return () => window.removeEventListener("online", reconnect);
  }, []);
}

/**
 * Loads the signed-in user (for the header's avatar) whenever a token appears. A 401 already
 * signed the session out; other failures keep the default avatar.
 */
function useCurrentUser(token: string | null) {
  const setUser = useSession((s) => s.setUser);
  const { data: user } = useQuery({ ...meQuery, enabled: token !== null });
  useEffect(() => {
    if (user) setUser(user);
  }, [user, setUser]);
}

function SessionEffects({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  useSocketFollowsSession(token);
  useLiveQueryUpdates();
  useCurrentUser(token);
  useAccountLanguage();
  // A change of language draws every screen again, also texts read outside a component.
  const { i18n } = useTranslation();
  return <Fragment key={i18n.language}>{children}</Fragment>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffects>{children}</SessionEffects>
      <LiveNotificationToasts />
      <Toaster {...TOASTER_PROPS} />
    </QueryClientProvider>
  );
}
