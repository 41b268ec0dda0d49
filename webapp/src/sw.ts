/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa builds it to /sw.js, scope "/", and lists the build's files
 * in self.__WB_MANIFEST).
 *
 * - The shell's files (the first page's hashed scripts and styles, icons) are precached, so the
 *   app starts offline; a screen's own chunk is kept once that screen has been opened (its name
 *   is hashed: it never changes), so a phone never downloads every screen at once.
 * - Pages go to the network first: the server renders each one (a new CSP nonce, a profile's or
 *   an event's Open Graph tags, 404 for an unknown address). Only when the network fails does
 *   the app shell answer, the copy of "/" fetched when this worker was installed, and only for
 *   the app's own pages (never for the admin, the API, uploads or the sandbox gateway).
 * - Nothing else is routed: the API, the socket and uploads always reach the network (where
 *   the browser can, without passing through this worker at all), and nothing but the build's
 *   files and the shell is ever cached.
 * - Web Push: each push shows a notification; a click opens the page it names.
 */
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheFirst, NetworkOnly } from "workbox-strategies";

declare let self: ServiceWorkerGlobalScope;

const SHELL_CACHE = "app-shell";
const SHELL_URL = "/";
// The server's own folders: no page of the app is there.
const SERVER_FOLDERS = ["api", "ws", "admin", "media", "static", "sandbox", "calendar"];
// Addresses the app has no page at: never answered with the shell.
const NOT_APP_PAGES = [
  new RegExp(`^/(${SERVER_FOLDERS.join("|")})/`),
  /^\/(robots\.txt|sitemap\.xml|sw\.js|manifest\.webmanifest)$/,
];
const ICON = "/icons/icon-192.png";
const BADGE = "/icons/badge-96.png";

// Assets are hashed and precached, so a new worker may take over at once: pages already open
// keep the files they loaded, and the next page loads the new build.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The page's request starts while the worker wakes up, so a page costs no extra round trip.
enableNavigationPreload();

/** The shell of this build; the install waits for it, but a failure to fetch it does not stop
 * the install (offline pages then show the browser's own error, as without a worker). */
async function cacheShell(): Promise<void> {
  try {
    const answer = await fetch(SHELL_URL, { cache: "no-store", credentials: "omit" });
    if (answer.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_URL, answer);
  } catch {
    /* offline at install: the previous shell, if any, stays */
  }
}

/**
 * The server's folders never go through this worker (static routing: ServiceWorker `addRoutes`,
 * in Chromium): the API, uploads, the sandbox gateway and the feed go straight to the network,
 * with no worker to wake on the way. A page's last call as it closed (the keepalive DELETE that
 * gives a hold back) was lost now and then while the worker was woken for it. Elsewhere the
 * worker passes them on untouched, as before.
 */
const STRAIGHT_TO_NETWORK = SERVER_FOLDERS.map((folder) => `/${folder}/*`);

interface RouterRule {
  condition: { urlPattern: string };
  source: "network";
}

async function routeStraightToNetwork(event: ExtendableEvent): Promise<void> {
  const routing = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  try {
    await routing.addRoutes?.(STRAIGHT_TO_NETWORK.map((urlPattern) => ({ condition: { urlPattern }, source: "network" })));
  } catch {
    /* a browser that knows addRoutes but not these patterns: the worker passes them on */
  }
}

self.addEventListener("install", (event) => event.waitUntil(Promise.all([cacheShell(), routeStraightToNetwork(event)])));

async function shell(): Promise<Response> {
  const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE, ignoreVary: true });
  return cached ?? Response.error();
}

// A screen's chunk, kept once loaded; the oldest go first beyond a screenful of them.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "screens",
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

// Every navigation is answered here, so each uses the request navigation preload started (a
// navigation left to the browser would be requested twice).
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      const appPage = !NOT_APP_PAGES.some((pattern) => pattern.test(options.url.pathname));
      return appPage ? shell() : Response.error();
    }
  }),
);

interface PushMessage {
  title?: string;
  body?: string;
  path?: string;
  tag?: string;
}

function readPush(data: PushMessageData | null): PushMessage {
  try {
    return (data?.json() as PushMessage | null) ?? {};
  } catch {
    return { body: data?.text() };
  }
}

/** A path on this site; anything else (another origin, a javascript: URL) becomes "/". */
function samePath(path: unknown): string {
  if (typeof path !== "string") return "/";
  try {
    const url = new URL(path, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}

// Browsers require every push to show a notification (userVisibleOnly).
self.addEventListener("push", (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || "New notification", {
      body: message.body ?? "",
      tag: message.tag || undefined,
      icon: ICON,
      badge: BADGE,
      data: { path: samePath(message.path) },
    }),
  );
});

async function openPath(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      // navigate() refuses a window this worker does not control: then a new one opens.
      if (await (await open.focus()).navigate(path)) return;
    } catch {
      /* a new window below */
    }
  }
  await self.clients.openWindow(path);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { path?: unknown } | null;
  event.waitUntil(openPath(samePath(data?.path)));
});
