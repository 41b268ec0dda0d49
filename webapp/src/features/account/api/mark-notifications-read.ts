import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

/** POST /notifications/read: marks these of the user's notifications read; answers the unread left. */
export function markNotificationsRead(ids: number[]): Promise<Schema<"CountOut">> {
  return api.post<Schema<"CountOut">>("/notifications/read", { ids });
}
