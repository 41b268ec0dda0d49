import { currentLanguage } from "../i18n/i18n";
import { dateTimeFormat } from "../i18n/intl";

/**
 * A calendar day ("YYYY-MM-DD", an event's own day whatever the viewer's zone). English is
 * written by hand, the same text as Intl's en-IN: the first Intl formatter a page creates
 * loads the locale's date data, which blocks a mid-range phone's main thread for about 200 ms
 * while the page starts. Another language goes through Intl (hi-IN).
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Formatted as UTC: the day itself, never shifted into the viewer's zone. */
const DATE = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
const WITH_WEEKDAY = { ...DATE, weekday: "short" } as const;

/** "2026-12-05" -> "5 Dec 2026"; with the weekday "Sat, 5 Dec, 2026" (in Hindi "शनि, 5 दिस॰
 * 2026"); anything else as it is. */
export function formatCalendarDay(date: string, { weekday = false } = {}): string {
  const match = DAY.exec(date);
  if (!match) return date;
  const [year, month, dayOfMonth] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (day.getUTCMonth() !== month - 1 || day.getUTCDate() !== dayOfMonth) return date; // 2026-02-30
  if (currentLanguage() !== "en") return dateTimeFormat(weekday ? WITH_WEEKDAY : DATE).format(day);
  const text = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return weekday
    ? `${WEEKDAYS[day.getUTCDay()]}, ${text}, ${day.getUTCFullYear()}`
    : `${text} ${day.getUTCFullYear()}`;
}
