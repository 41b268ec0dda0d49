/**
 * Hindi: the Devanagari web font (devanagari-font.ts), the frame's texts, and each
 * feature's catalogue as a chunk of its own (locales/hi/<namespace>.json), so a page downloads
 * the texts of the screens it shows: the home page 3 of the app's 18 KiB. Only a page shown in
 * Hindi loads this module.
 */
import { showDevanagariFont } from "./devanagari-font";
import { i18n } from "./i18n";
import common from "./locales/hi/common.json";
import notifications from "./locales/hi/notifications.json";
import search from "./locales/hi/search.json";

/** What the frame shows on every page besides the page itself (the header, the menu, search,
 * the notifications' badge and toasts): in this chunk, which every Hindi page needs anyway, not
 * three more requests before its first paint. */
const SHELL: Record<string, Record<string, string>> = { common, search, notifications };
for (const [namespace, texts] of Object.entries(SHELL)) i18n.addResourceBundle("hi", namespace, texts, true, true);

const catalogues = import.meta.glob<Record<string, string>>(
  ["./locales/hi/*.json", "!./locales/hi/{common,search,notifications}.json"],
  { import: "default" },
);

/** A feature's namespace (its file's name) -> its texts, fetched when first asked for. */
export const HINDI: Record<string, () => Promise<Record<string, string>>> = Object.fromEntries(
  Object.entries(catalogues).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ""), load]),
);

/** The web font, where this device has it in its cache: a page waits for it before drawing. */
export const devanagariFont = showDevanagariFont();
