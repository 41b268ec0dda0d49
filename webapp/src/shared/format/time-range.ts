import { meridiemShown } from "./meridiem";

/**
 * The spec's time text for a window, "start hour : start minutes - end hour : end minutes AM/PM",
 * e.g. "10 : 00 - 11 : 00 AM". A window that crosses noon names both halves of the day:
 * "11 : 00 AM - 1 : 00 PM". In Hindi the halves are named in Hindi ("10 : 00 - 11 : 00
 * पूर्वाह्न"). The server speaks 24-hour "HH:MM"; these convert both ways.
 */

export type Meridiem = "AM" | "PM";

/** One end of a window as the picker shows it: hour 1-12, minutes 0-59, AM or PM. */
export interface ClockTime {
  hour: number;
  minute: number;
  meridiem: Meridiem;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "13:05" -> 1:05 PM; "00:30" -> 12:30 AM; "12:00" -> 12:00 PM. Null when not "HH:MM". */
export function toClock(hhmm: string): ClockTime | null {
  const match = HH_MM.exec(hhmm);
  if (!match) return null;
  const hours = Number(match[1]);
  return {
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minute: Number(match[2]),
    meridiem: hours < 12 ? "AM" : "PM",
  };
}

/** 12:xx AM is just after midnight, 12:xx PM just after noon. */
export function to24h({ hour, minute, meridiem }: ClockTime): string {
  const hours = (hour % 12) + (meridiem === "PM" ? 12 : 0);
  return `${pad(hours)}:${pad(minute)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function clockText({ hour, minute }: ClockTime): string {
  return `${hour} : ${pad(minute)}`;
}

/** The spec's text of a window from its 24-hour ends, in the language shown; the raw ends if
 * either is malformed. */
export function formatTimeRange(start: string, end: string): string {
  return rangeText(start, end, meridiemShown);
}

/** The same text with "AM" and "PM" whatever the language, as kept (a schedule's draft) and
 * read back by parseTimeRange. */
export function timeRangeText(start: string, end: string): string {
  return rangeText(start, end, (meridiem) => meridiem);
}

function rangeText(start: string, end: string, named: (meridiem: Meridiem) => string): string {
  const from = toClock(start);
  const to = toClock(end);
  if (!from || !to) return `${start} - ${end}`;
  if (from.meridiem === to.meridiem) return `${clockText(from)} - ${clockText(to)} ${named(to.meridiem)}`;
  return `${clockText(from)} ${named(from.meridiem)} - ${clockText(to)} ${named(to.meridiem)}`;
}

const CLOCK = String.raw`(1[0-2]|[1-9])\s*:\s*([0-5]\d)`;
const SAME_HALF = new RegExp(String.raw`^${CLOCK}\s*-\s*${CLOCK}\s*(AM|PM)$`, "i");
const BOTH_HALVES = new RegExp(String.raw`^${CLOCK}\s*(AM|PM)\s*-\s*${CLOCK}\s*(AM|PM)$`, "i");

/**
 * Reads the spec's time text back into 24-hour ends (both forms; spacing and case are
 * forgiving, as old drafts were typed by hand). Null when it is not such a text.
 */
export function parseTimeRange(text: string): { start: string; end: string } | null {
  const trimmed = text.trim();
  const same = SAME_HALF.exec(trimmed);
  if (same) {
    const meridiem = same[5].toUpperCase() as Meridiem;
    return {
      start: to24h({ hour: Number(same[1]), minute: Number(same[2]), meridiem }),
      end: to24h({ hour: Number(same[3]), minute: Number(same[4]), meridiem }),
    };
  }
  const both = BOTH_HALVES.exec(trimmed);
  if (both) {
    return {
      start: to24h({ hour: Number(both[1]), minute: Number(both[2]), meridiem: both[3].toUpperCase() as Meridiem }),
      end: to24h({ hour: Number(both[4]), minute: Number(both[5]), meridiem: both[6].toUpperCase() as Meridiem }),
    };
  }
  return null;
}
