import { formatCalendarDay } from "../../../shared/format/calendar-day";

/** "2026-12-01" -> "1 Dec 2026": the event's own calendar day, whatever the viewer's zone. */
export function formatEventDate(date: string): string {
  return formatCalendarDay(date);
}
