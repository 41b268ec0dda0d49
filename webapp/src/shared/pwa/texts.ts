export const PWA_TEXTS = {
  offline: "You are offline. Showing what was loaded; changes need a connection.",
  install: "Install app",
} as const;
