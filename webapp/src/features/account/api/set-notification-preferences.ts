import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";
import type { NotificationChoice } from "./types";

/** PUT /notifications/preferences: the channels of the kinds given (the others keep theirs); answers all. */
export function setNotificationPreferences(choices: Schema<"ChoiceIn">[]): Promise<NotificationChoice[]> {
  return api.put<NotificationChoice[]>("/notifications/preferences", { choices });
}
