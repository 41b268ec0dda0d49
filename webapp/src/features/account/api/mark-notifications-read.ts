import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

/**
 * POST /notifications/read: the user's notification `upTo` (the newest listed) and every older
 * one are read; answers the unread left.
 */
export function markNotificationsRead(upTo: number): Promise<Schema<"CountOut">> {
  return api.post<Schema<"CountOut">>("/notifications/read", { up_to: upTo });
}
