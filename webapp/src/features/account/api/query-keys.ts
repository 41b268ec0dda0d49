/** Cache keys of the account screen; the app's live-frame wiring invalidates them too. */
export const accountKeys = {
  deviceSessions: () => ["account", "device-sessions"] as const,
  notifications: () => ["account", "notifications"] as const,
  pushState: () => ["account", "push-state"] as const,
  notificationPreferences: () => ["account", "notification-preferences"] as const,
};
