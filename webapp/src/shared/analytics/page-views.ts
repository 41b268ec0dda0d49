type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js?id=";

export interface PageView {
  path: string;
  title: string;
}

/**
 * Reports page views to Google Analytics when the server configured an id. The tag script
 * is added on the first view only; with an empty id nothing is loaded or sent.
 */
export function createPageViewReporter(analyticsId: string, win: Window = window) {
  const id = analyticsId.trim();
  let gtag: Gtag | null = null;

  const install = (): Gtag => {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    // gtag.js reads the `arguments` objects pushed here, not arrays.
    const fn: Gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    win.gtag = win.gtag ?? fn;
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `${GTAG_SRC}${encodeURIComponent(id)}`;
    win.document.head.appendChild(script);
    win.gtag("js", new Date());
    // Page views are sent by hand on every client-side navigation.
    win.gtag("config", id, { send_page_view: false });
    return win.gtag;
  };

  return {
    enabled: id !== "",
    report({ path, title }: PageView): void {
      if (!id) return;
      gtag = gtag ?? install();
      gtag("event", "page_view", { page_path: path, page_title: title });
    },
  };
}
