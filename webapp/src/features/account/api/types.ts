import type { Schema } from "../../../shared/api/schemas";

export type DeviceSession = Schema<"SessionOut">;
export type Notification = Schema<"NotificationOut">;
export type NotificationPage = Schema<"NotificationPageOut">;
export type PushState = Schema<"PushOut">;
export type NotificationChoice = Schema<"ChoiceOut">;
