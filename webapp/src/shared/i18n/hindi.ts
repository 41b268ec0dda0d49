/**
 * Hindi: the Devanagari face (hindi.css) and each feature's catalogue as a chunk of its own
 * (locales/hi/<namespace>.json), so a page downloads the texts of the screens it shows: the
 * home page 3 of the app's 18 KiB. Only a page shown in Hindi loads this module.
 */
import "./hindi.css";

const catalogues = import.meta.glob<Record<string, string>>("./locales/hi/*.json", { import: "default" });

/** Namespace (the file's name) -> its texts, fetched when first asked for. */
export const HINDI: Record<string, () => Promise<Record<string, string>>> = Object.fromEntries(
  Object.entries(catalogues).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ""), load]),
);
