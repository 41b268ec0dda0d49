import type { FieldErrors } from "../../../shared/api/api-error";
import { formatTimeRange, to24h, toClock, type ClockTime } from "../../../shared/format/time-range";
import type { HoursIn, HoursOut } from "../api/types";
import { DEFAULT_PLACES, SCHEDULE_TEXTS as T } from "../constants";
import { minutesOf, timeErrors } from "./entries";

/** One row of a date's other hours as the form holds it: the pickers' ends, places as typed. */
export interface HoursRow {
  key: number;
  start: ClockTime;
  end: ClockTime;
  places: string;
  /** Minutes of each session as the select holds them; "": the whole time is one session. */
  session: string;
}

const FIRST_START = "10:00";
const ROW_MINUTES = 60;
/** The picker's last time of a day (minutes in tens). */
const LAST_END = 23 * 60 + 50;

function clockAt(minutes: number): ClockTime {
  const text = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return toClock(text) ?? { hour: 10, minute: 0, meridiem: "AM" };
}

/** A new row of an hour: from the previous row's end where the day has room, else 10 to 11 AM. */
export function newHoursRow(key: number, after?: HoursRow): HoursRow {
  const previous = after ? minutesOf(to24h(after.end)) : null;
  const start = previous !== null && previous + ROW_MINUTES <= LAST_END ? previous : minutesOf(FIRST_START);
  return {
    key,
    start: clockAt(start),
    end: clockAt(start + ROW_MINUTES),
    places: String(DEFAULT_PLACES),
    session: "",
  };
}

/** The rows as the server takes them (POST /schedule/me/days-off `hours`). */
export function toHoursIn(rows: readonly HoursRow[]): HoursIn[] {
  return rows.map((row) => ({
    start: to24h(row.start),
    end: to24h(row.end),
    places: Number(row.places),
    session_minutes: row.session ? Number(row.session) : null,
  }));
}

/** What the rows lack before sending, keyed as the server keys them ("hours.0.end"). */
export function hoursErrors(hours: readonly HoursIn[]): FieldErrors {
  const errors: FieldErrors = {};
  hours.forEach((time, index) => {
    const lacks = timeErrors({ ...time, session: time.session_minutes ?? null });
    if (lacks.end) errors[`hours.${index}.end`] = T.endAfterStart;
    if (lacks.session) errors[`hours.${index}.session_minutes`] = T.sessionTooLong;
    if (lacks.places) errors[`hours.${index}.places`] = T.placesRange;
  });
  return errors;
}

/** "Other hours: 10 : 00 AM - 1 : 00 PM (30-min sessions, 2 places)", each time earliest first. */
export function hoursText(hours: readonly HoursOut[]): string {
  const times = [...hours]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((time) => {
      const details = [time.session_minutes ? T.sessions(time.session_minutes) : null, T.places(time.places)];
      return `${formatTimeRange(time.start, time.end)} (${details.filter(Boolean).join(", ")})`;
    });
  return T.otherHoursText(times.join("; "));
}
