export interface AppConfig {
  siteName: string;
  analyticsId: string;
}

declare global {
  interface Window {
    /** Injected by the Django server in place of the `<!-- app-config -->` comment. */
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  siteName: "Consultation Marketplace",
  analyticsId: "",
};

/** Reads the server-injected config; `vite dev` has none, so the defaults apply. */
export function readAppConfig(source: Partial<AppConfig> | undefined): AppConfig {
  const raw = source ?? {};
  return {
    siteName:
      typeof raw.siteName === "string" && raw.siteName.trim() !== ""
        ? raw.siteName
        : DEFAULT_APP_CONFIG.siteName,
    analyticsId: typeof raw.analyticsId === "string" ? raw.analyticsId.trim() : "",
  };
}

export function getAppConfig(): AppConfig {
  return readAppConfig(typeof window === "undefined" ? undefined : window.__APP_CONFIG__);
}
