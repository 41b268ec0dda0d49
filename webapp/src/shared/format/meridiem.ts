import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** A half of the day as the language shown names it: "AM" and "PM", in Hindi "पूर्वाह्न" and
 * "अपराह्न" (Intl's Hindi writes the Latin "am" and "pm"). */
export function meridiemShown(meridiem: "AM" | "PM"): string {
  return meridiem === "AM" ? t("AM") : t("PM");
}
