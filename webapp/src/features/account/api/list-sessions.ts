import { api } from "../../../shared/api/api-client";
import type { DeviceSession } from "./types";

/** GET /auth/sessions: every signed-in device of the user. */
export function listSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  return api.get<DeviceSession[]>("/auth/sessions", { signal });
}
