export interface AppConfig {
  siteName: string;
  analyticsId: string;
}

/** The id of the `<script type="application/json">` block the Django server writes in place of
 * the `<!-- app-config -->` comment. A data block never runs, so the strict
 * Content-Security-Policy (no inline script) does not have to allow it. */
export const APP_CONFIG_ID = "app-config";

export const DEFAULT_APP_CONFIG: AppConfig = {
  siteName: "Consultation Marketplace",
  analyticsId: "",
};

/** Keeps the well-typed values of a parsed config; `vite dev` has none, so the defaults apply. */
export function readAppConfig(source: unknown): AppConfig {
  const raw = (typeof source === "object" && source !== null ? source : {}) as Partial<
    Record<keyof AppConfig, unknown>
  >;
  return {
    siteName:
      typeof raw.siteName === "string" && raw.siteName.trim() !== ""
        ? raw.siteName
        : DEFAULT_APP_CONFIG.siteName,
    analyticsId: typeof raw.analyticsId === "string" ? raw.analyticsId.trim() : "",
  };
}

/** The parsed data block, or undefined when it is missing or not JSON. */
export function parseConfigBlock(doc: Document): unknown {
  const text = doc.getElementById(APP_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let cached: AppConfig | null = null;

export function getAppConfig(): AppConfig {
  if (typeof document === "undefined") return DEFAULT_APP_CONFIG;
  cached = cached ?? readAppConfig(parseConfigBlock(document));
  return cached;
}
