/** Cache keys of the account screen; the app's live-frame wiring invalidates them too. */
export const accountKeys = {
  deviceSessions: () => ["account", "device-sessions"] as const,
  notifications: () => ["account", "notifications"] as const,
};
