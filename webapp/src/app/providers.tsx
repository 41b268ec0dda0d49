import { useEffect, type ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { LiveNotificationToasts } from "../features/notifications/components/live-notification-toasts";
import { getMe } from "../shared/session/api/get-me";
import { useSession } from "../shared/session/session-store";
import { socketStore, useSocketFrame } from "../shared/socket/socket";
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

/** Loads the signed-in user (for the header's avatar) whenever a token appears. */
function useCurrentUser(token: string | null) {
  const setUser = useSession((s) => s.setUser);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getMe(controller.signal).then(setUser, () => {
      /* a 401 already signed the session out; other failures keep the default avatar */
    });
    return () => controller.abort();
  }, [token, setUser]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  useSocketFollowsSession(token);
  useCurrentUser(token);
  return (
    <>
      {children}
      <LiveNotificationToasts />
      <Toaster {...TOASTER_PROPS} />
    </>
  );
}
