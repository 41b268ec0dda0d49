import { api } from "../../../shared/api/api-client";
import type { NotificationChoice } from "./types";

/** GET /notifications/preferences: each kind of notification and its channels, in display order. */
export function listNotificationPreferences(signal?: AbortSignal): Promise<NotificationChoice[]> {
  return api.get<NotificationChoice[]>("/notifications/preferences", { signal });
}
