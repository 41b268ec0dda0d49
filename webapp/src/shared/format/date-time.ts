import { dateTimeFormat } from "../i18n/intl";

const DATE_TIME = { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" } as const;

/** "5 Jan 2025, 3:04 pm" in the viewer's time zone and the language shown; the raw text if
 * it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(DATE_TIME).format(date);
}
