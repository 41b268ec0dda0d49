import { api } from "../../api/api-client";
import { unsubscribeThisDevice } from "../../push/push-subscription";

/** The longest the sign-out waits for the browser to drop its push subscription. */
const UNSUBSCRIBE_WAIT_MS = 1000;

/**
 * POST /auth/logout: revokes this device's session on the server (204), which drops the push
 * subscription stored with it. The browser drops its own meanwhile, best effort: a slow or
 * failing push service never holds the sign-out up.
 */
export async function logout(): Promise<void> {
  const unsubscribed = unsubscribeThisDevice();
  try {
    await api.post<void>("/auth/logout");
  } finally {
    await Promise.race([unsubscribed, new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_WAIT_MS))]);
  }
}
