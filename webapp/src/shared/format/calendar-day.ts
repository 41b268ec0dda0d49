import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/**
 * A calendar day ("YYYY-MM-DD", an event's own day whatever the viewer's zone) as Intl writes it
 * in en-IN and hi-IN, from the catalogue's names of months and weekdays rather than through an
 * Intl formatter: the first one a page creates loads the locale's date data, which blocks a
 * mid-range phone's main thread for 100 to 200 ms while the page starts. calendar-day.test.ts
 * checks the text against Intl's in both languages, for every day of a year.
 */
const MONTHS = [
  () => t("Jan"),
  () => t("Feb"),
  () => t("Mar"),
  () => t("Apr"),
  () => t("May"),
  () => t("Jun"),
  () => t("Jul"),
  () => t("Aug"),
  () => t("Sept"),
  () => t("Oct"),
  () => t("Nov"),
  () => t("Dec"),
];
const WEEKDAYS = [
  () => t("Sun"),
  () => t("Mon"),
  () => t("Tue"),
  () => t("Wed"),
  () => t("Thu"),
  () => t("Fri"),
  () => t("Sat"),
];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-05" -> "5 Dec 2026"; with the weekday "Sat, 5 Dec, 2026" (in Hindi "5 दिस॰ 2026",
 * "शनि, 5 दिस॰ 2026"); anything else as it is. */
export function formatCalendarDay(date: string, { weekday = false } = {}): string {
  const match = DAY.exec(date);
  if (!match) return date;
  const [year, month, dayOfMonth] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (day.getUTCMonth() !== month - 1 || day.getUTCDate() !== dayOfMonth) return date; // 2026-02-30
  const parts = { day: day.getUTCDate(), month: MONTHS[day.getUTCMonth()](), year: day.getUTCFullYear() };
  return weekday
    ? t("{{weekday}}, {{day}} {{month}}, {{year}}", { ...parts, weekday: WEEKDAYS[day.getUTCDay()]() })
    : t("{{day}} {{month}} {{year}}", parts);
}
