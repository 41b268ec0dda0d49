import { formatCalendarDay } from "../../../shared/format/calendar-day";
import { currentLanguage } from "../../../shared/i18n/i18n";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The spec's date display, Mon-DD-YYYY ("Jan-06-2025"), from the server's "YYYY-MM-DD" (the
 * day in the professional's time zone: read as written, never shifted by the viewer's zone).
 * The spec's form is English; in Hindi the day is written as every other date of the app is
 * ("6 जन॰ 2025": calendar-day.ts), so a screen never shows two styles.
 */
export function formatAppointmentDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  if (currentLanguage() !== "en") return formatCalendarDay(isoDate);
  return `${month}-${match[3]}-${match[1]}`;
}
