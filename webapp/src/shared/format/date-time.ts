import { dateTimeFormat } from "../i18n/intl";
import { meridiemShown } from "./meridiem";

const DATE_TIME = { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" } as const;

/** "5 Jan 2025, 3:04 PM" in the viewer's time zone and the language shown (its half of the
 * day named as the time ranges name it: meridiem.ts); the raw text if it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(DATE_TIME)
    .formatToParts(date)
    .map((part) => (part.type === "dayPeriod" ? meridiemShown(date.getHours() < 12 ? "AM" : "PM") : part.value))
    .join("")
    .replace(/\u202f/g, " "); // some ICU versions put a narrow space before the half of the day
}
