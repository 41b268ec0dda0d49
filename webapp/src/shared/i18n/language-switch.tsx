import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES } from "./i18n";
import { useLanguage } from "./use-language";

/**
 * The other language, named in itself ("हिन्दी" on an English page, "English" on a Hindi
 * one), as a button: one tap switches. Its label says what it does in the page's language.
 */
export function LanguageSwitch({ className, icon }: { className?: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  const [language, change] = useLanguage();
  const other = LANGUAGES.find((each) => each !== language)!;
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-label={t("Show the site in {{language}}", { language: LANGUAGE_NAMES[other] })}
      onClick={() => void change(other)}
    >
      {icon}
      <span>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
