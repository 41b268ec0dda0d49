import { DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from "./i18n";

/** The device's choice, which the server reads too (Django's LANGUAGE_COOKIE_NAME): pages it
 * renders, API errors and texts follow it. */
export const LANGUAGE_COOKIE = "lang";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the server rendered the page in (`<html lang>`): the device's choice, else
 * the browser's Accept-Language on a first visit.
 */
export function pageLanguage(doc: Document = document): Language {
  const lang = doc.documentElement.lang.slice(0, 2);
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Hindi's texts of `namespaces` that are not loaded yet (and its face). */
async function loadHindi(namespaces: readonly string[]): Promise<void> {
  const { HINDI, devanagariFont } = await import("./hindi");
  const missing = namespaces.filter((namespace) => HINDI[namespace] && !i18n.hasResourceBundle("hi", namespace));
  const [texts] = await Promise.all([Promise.all(missing.map((namespace) => HINDI[namespace]())), devanagariFont]);
  missing.forEach((namespace, index) => i18n.addResourceBundle("hi", namespace, texts[index], true, true));
}

/**
 * Shows the app in `language`. For Hindi, first the texts of the frame and of `namespaces`
 * (at start-up: none, the page's own come with its chunk, see `withTexts`), or of every
 * screen when switching on a page already drawn.
 */
export async function showLanguage(language: Language, namespaces?: readonly string[]): Promise<void> {
  if (language === "hi") {
    const { HINDI } = await import("./hindi");
    await loadHindi(namespaces ?? Object.keys(HINDI));
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** The first page drawn in `language`: the frame's texts come with Hindi's module (hindi.ts). */
export function showFirstPage(language: Language): Promise<void> {
  return showLanguage(language, []);
}

/**
 * A page's module with its feature's texts in the page's language, fetched side by side. The
 * page's language is <html lang>: the router asks for the first page before i18next has
 * switched to it (main.tsx), and showLanguage keeps it after.
 */
export async function withTexts<T>(namespace: string, load: () => Promise<T>): Promise<T> {
  const hindi = pageLanguage() === "hi" ? loadHindi([namespace]) : undefined;
  const [module] = await Promise.all([load(), hindi]);
  return module;
}

/** Remembers the language on this device (for the server too). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
