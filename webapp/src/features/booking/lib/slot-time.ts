import { formatTimeRange } from "../../../shared/format/time-range";

/** Times of the booking page: windows are "HH:MM" in the professional's time zone. */

/** The spec's display text of a window, "10 : 00 - 11 : 00 AM" (shared with the schedule). */
export const windowText = formatTimeRange;

/** "HH:MM" of an instant in a time zone (24 h). */
export function clockIn(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return text;
}

/** The browser's own time zone (IANA name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether two zones show a different clock at that instant. Compared by clock, not by name:
 * "Asia/Calcutta" and "Asia/Kolkata" are the same time and need no label.
 */
export function zonesDiffer(
  professionalZone: string,
  viewerZone: string,
  at: Date,
): boolean {
  if (professionalZone === viewerZone) return false;
  const day = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      dateStyle: "short",
    }).format(at);
  return (
    clockIn(at, professionalZone) !== clockIn(at, viewerZone) ||
    day(professionalZone) !== day(viewerZone)
  );
}

/** The window in the viewer's zone, e.g. "8:30 - 9:30 AM", for the label when zones differ. */
export function windowTextIn(
  startsAt: string,
  endsAt: string,
  viewerZone: string,
): string {
  return windowText(
    clockIn(new Date(startsAt), viewerZone),
    clockIn(new Date(endsAt), viewerZone),
  );
}

/** "YYYY-MM-DD" of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** A calendar date as the picker's local midnight Date, and back. */
export function toPickerDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function fromPickerDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date `days` after an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const date = toPickerDate(iso);
  date.setDate(date.getDate() + days);
  return fromPickerDate(date);
}
