/**
 * Registers the service worker (src/sw.ts, served as /sw.js) in production builds only, once
 * the page has loaded and the browser is idle: its install downloads the build's files, which
 * must compete neither with the first paint nor with what the page fetches right after it.
 * Not in `vite dev` (there is no /sw.js) nor in the tests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
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
