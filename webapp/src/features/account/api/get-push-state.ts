import { api } from "../../../shared/api/api-client";
import type { PushState } from "./types";

/** GET /auth/push: the server's VAPID key, and whether this device (session) takes pushes. */
export function getPushState(signal?: AbortSignal): Promise<PushState> {
  return api.get<PushState>("/auth/push", { signal });
}
