import fontUrl from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";

/**
 * Noto Sans Devanagari for a device that lacks it (a phone with Android has it: hindi.css), its
 * Devanagari subset, one weight (50 KB): headings and buttons are drawn bolder from it.
 *
 * A page never waits for its download. Where the system has a Devanagari face, the first Hindi
 * page is drawn in it and, a few seconds after it has loaded, puts the font in a cache of its
 * own; every page after it reads the font from there before its first paint, so its text is
 * never drawn twice. Preloaded, or fetched by the first paint, the font held back the page's
 * own script on a slow network (docs/load-tests.md). Where the system has none, so that
 * Devanagari would be drawn as boxes, the first page fetches it at once instead, its text
 * held invisible (for at most 3 s) rather than drawn as boxes until the font has come.
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
  if (!systemDrawsDevanagari()) {
    const face = new FontFace(DEVANAGARI_WEB, `url(${fontUrl})`, { unicodeRange: UNICODE_RANGE, display: "block" });
    document.fonts.add(face);
    face.load().then(() => cacheFont(), () => undefined); // unreachable: the boxes stay
    return;
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

/**
 * Whether the system draws Devanagari in some face of its own: "क" drawn unlike a character of
 * the Private Use Area, which no face draws (both come out as the same box where none can).
 * Assumed so where it cannot be told (no canvas).
 */
export function systemDrawsDevanagari(): boolean {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 24;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return true;
  const drawn = (text: string) => {
    context.clearRect(0, 0, 24, 24);
    context.font = "20px sans-serif";
    context.fillText(text, 2, 20);
    return context.getImageData(0, 0, 24, 24).data.join();
  };
  try {
    return drawn("\u0915") !== drawn("\uE000");
  } catch {
    return true;
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
