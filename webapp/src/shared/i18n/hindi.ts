/**
 * Hindi: every feature's catalogue and the Devanagari font, in one chunk that only a page
 * shown in Hindi downloads (language.ts imports it on demand).
 */
import "./hindi.css";

const catalogues = import.meta.glob<Record<string, string>>("./locales/hi/*.json", {
  eager: true,
  import: "default",
});

/** Namespace (the file's name) -> its texts. */
export const HINDI: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(catalogues).map(([path, texts]) => [path.replace(/^.*\/|\.json$/g, ""), texts]),
);
