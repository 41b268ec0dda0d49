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

/** Shows the app in `language`, first downloading Hindi's catalogue and font if needed. */
export async function showLanguage(language: Language): Promise<void> {
  if (language === "hi" && !i18n.hasResourceBundle("hi", "common")) {
    const { HINDI } = await import("./hindi");
    for (const [namespace, texts] of Object.entries(HINDI)) {
      i18n.addResourceBundle("hi", namespace, texts, true, true);
    }
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Remembers the language on this device (for the server too). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
