import i18next from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * The app's languages. A text's key is its English wording (the specification's, verbatim), so
 * English needs no catalogue at run time: i18next answers the key itself, and plural forms come
 * from `defaultValue_one`/`defaultValue_other` at the call. Hindi's catalogue (locales/hi, one
 * file per feature) is one chunk, downloaded only by a page shown in Hindi (hindi.ts).
 *
 * Where a text lives:
 * - in a component: `const { t } = useTranslation("<feature>")`, then t with the English text;
 * - outside one (a texts module, a toast from a store): `const t = i18n.getFixedT(null,
 *   "<feature>")`, called when the text is shown (a getter), never at import.
 * `npm run i18n` (i18next-cli, i18next.config.ts) writes locales/en from those calls; CI fails
 * when it would change them, when a visible string is not in a call (`i18next-cli lint`), or
 * when locales/hi lacks a key locales/en has (catalogues.test.ts).
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, as a switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The locale of dates, numbers and rupees: Indian digit grouping (1,50,000) in both. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // A text missing from Hindi's catalogue shows its English key rather than nothing.
  fallbackLng: false,
  defaultNS: "common",
  ns: ["common"],
  resources: {},
  partialBundledLanguages: true,
  // English sentences are keys: their full stops and colons are not paths.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The language being shown. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The locale for Intl of the language being shown. */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}
