/**
 * A calendar day ("YYYY-MM-DD", an event's own day whatever the viewer's zone) in en-IN's short
 * form, written by hand: the first Intl formatter a page creates loads the locale's date data,
 * which blocks a mid-range phone's main thread for about 200 ms while the page starts.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-05" -> "5 Dec 2026"; with the weekday "Sat, 5 Dec, 2026"; anything else as it is. */
export function formatCalendarDay(date: string, { weekday = false } = {}): string {
  const match = DAY.exec(date);
  if (!match) return date;
  const [year, month, dayOfMonth] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (day.getUTCMonth() !== month - 1 || day.getUTCDate() !== dayOfMonth) return date; // 2026-02-30
  const text = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return weekday
    ? `${WEEKDAYS[day.getUTCDay()]}, ${text}, ${day.getUTCFullYear()}`
    : `${text} ${day.getUTCFullYear()}`;
}
