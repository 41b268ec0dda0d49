import type { PreloadedSources } from "./picture";

/** The picture a shared page's HTML told the browser to fetch at once (its largest paint). */
export type PreloadedPicture = { sources: PreloadedSources; sizes: string } | { src: string };

/**
 * What the server named in this page's HTML as its largest picture (marketplace/preloads.py:
 * `<link rel="preload" as="image" fetchpriority="high">`), for the page the HTML was served
 * for; null on any other page the app has since moved to, or without such a link.
 *
 * The picture is then on its way before the app has asked the API for the page's data: a
 * placeholder that shows it paints the page's largest element a round trip earlier, from the
 * same response (same URLs and sizes, so the browser picks the copy it preloaded).
 */
export function preloadedPicture(): PreloadedPicture | null {
  if (typeof document === "undefined" || typeof performance === "undefined") return null;
  const [served] = performance.getEntriesByType?.("navigation") ?? [];
  if (!served || new URL(served.name).pathname !== window.location.pathname) return null;
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!link) return null;
  const srcSet = link.getAttribute("imagesrcset");
  if (srcSet) {
    // Picture offers its copies as WebP: the server preloads those.
    if (link.getAttribute("type") !== "image/webp") return null;
    return { sources: { webp: srcSet }, sizes: link.getAttribute("imagesizes") ?? "" };
  }
  const src = link.getAttribute("href");
  return src ? { src } : null;
}
