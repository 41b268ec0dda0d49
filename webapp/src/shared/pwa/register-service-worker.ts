/**
 * Registers the service worker (src/sw.ts, served as /sw.js) in production builds only, once
 * the page has loaded and the browser is idle: its install downloads the app shell's files,
 * which must compete neither with the first paint nor with what the page fetches right after.
 * Not in `vite dev` (there is no /sw.js) nor in the tests.
 */
/**
 * The worker keeps a screen's chunk as the screen loads it; those this page loaded before the
 * worker was there are handed to it now (Workbox's CACHE_URLS message: it fetches them
 * through its own route, from the browser's cache), so this screen opens offline too.
 */
function keepLoadedScreens(registration: ServiceWorkerRegistration): void {
  const urlsToCache = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.href);
  registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(keepLoadedScreens)
      .catch((error: unknown) => {
        console.warn("The app will not work offline: its service worker was refused.", error);
      });
  };
  // Safari has no requestIdleCallback: a moment after the load there.
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : window.setTimeout(register, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
