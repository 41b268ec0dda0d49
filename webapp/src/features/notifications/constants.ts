export const NOTIFICATION_CREATED = "notification.created";
