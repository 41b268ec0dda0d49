import fontUrl from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";

/**
 * Noto Sans Devanagari for a device that lacks it (a phone with Android has it: hindi.css), its
 * Devanagari subset, one weight (50 KB): headings and buttons are drawn bolder from it.
 *
 * A page never waits for its download. The first Hindi page is drawn in the system's Devanagari
 * face and, a few seconds after it has loaded, puts the font in a cache of its own; every page
 * after it reads the font from there before its first paint, so its text is never drawn twice.
 * Preloaded, or fetched by the first paint, the font held back the page's own script on a slow
 * network (docs/product.md, "Speed on a phone").
 */
export const DEVANAGARI_WEB = "Noto Sans Devanagari Web";
const UNICODE_RANGE = "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF";
const CACHE = "fonts";
// The page's own pictures and data come first: they are fetched once its script has run, which
// on a slow phone is well after "load".
const AFTER_LOAD_MS = 5000;

/** Resolves once the face is ready to draw (it was cached), or the page is to draw without it. */
export async function showDevanagariFont(): Promise<void> {
  if (typeof FontFace === "undefined" || typeof caches === "undefined" || !document.fonts) return;
  try {
    const cached = await caches.match(fontUrl, { cacheName: CACHE });
    if (cached) {
      const face = new FontFace(DEVANAGARI_WEB, await cached.arrayBuffer(), { unicodeRange: UNICODE_RANGE });
      document.fonts.add(await face.load());
      return;
    }
  } catch {
    return; // storage refused (a private window) or a damaged copy: the system's face
  }
  const later = () => setTimeout(() => void cacheFont(), AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/** Puts this build's font in the cache (and drops an older build's), unless the device has it. */
async function cacheFont(): Promise<void> {
  if (await hasLocalFace()) return;
  try {
    const cache = await caches.open(CACHE);
    await cache.add(fontUrl);
    const absolute = new URL(fontUrl, location.href).href;
    for (const old of await cache.keys()) if (old.url !== absolute) await cache.delete(old);
  } catch {
    // Offline or out of room: the system's face stays, and the next page tries again.
  }
}

/** Whether the device has the face itself (hindi.css names it by its local names). */
async function hasLocalFace(): Promise<boolean> {
  try {
    await new FontFace("Devanagari probe", 'local("Noto Sans Devanagari"), local("NotoSansDevanagari-Regular")').load();
    return true;
  } catch {
    return false;
  }
}
