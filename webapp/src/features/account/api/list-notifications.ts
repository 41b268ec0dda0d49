import { api } from "../../../shared/api/api-client";
import type { NotificationPage } from "./types";

/** GET /notifications?page=N, newest first. */
export function listNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api.get<NotificationPage>("/notifications", { query: { page }, signal });
}
