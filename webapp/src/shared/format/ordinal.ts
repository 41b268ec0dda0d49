import { currentLanguage } from "../i18n/i18n";

const ENGLISH = new Map([
  ["one", "st"],
  ["two", "nd"],
  ["few", "rd"],
  ["other", "th"],
]);
let englishRules: Intl.PluralRules | undefined;

/** A place in a line: "1st", "2nd", "3rd", "11th", "21st" in English; in Hindi the number,
 * which its sentences place ("कतार में स्थान: 2"). */
export function ordinal(n: number): string {
  if (currentLanguage() !== "en") return String(n);
  englishRules ??= new Intl.PluralRules("en", { type: "ordinal" });
  return `${n}${ENGLISH.get(englishRules.select(n)) ?? "th"}`;
}
