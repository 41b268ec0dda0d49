import { formatTimeRange } from "../../../shared/format/time-range";
import type { PolicyTier } from "../../../shared/payments/cancellation-policy";
import type { MovesIn, RulesIn, ScheduleIn, WindowOut } from "../api/types";
import { DAYS, MAX_PLACES, MIN_PLACES, type Day } from "../constants";

/** One time of the list: a window on the server once saved (`id`), or a new one. */
export interface ScheduleEntry {
  id: number | null;
  /** 24-hour "HH:MM" ends, in the professional's time zone. */
  start: string;
  end: string;
  days: Day[];
  /** Places of each session. */
  places: number;
  /** Split into sessions of this many minutes; null: the whole time is one session. */
  session: number | null;
}

/** The spec's time text, also the list's identity: "Add Time" ignores a text already listed. */
export function entryText(entry: Pick<ScheduleEntry, "start" | "end">): string {
  return formatTimeRange(entry.start, entry.end);
}

/** The list with `entry` appended, or null when its time text is already listed (spec). */
export function addEntry(list: readonly ScheduleEntry[], entry: ScheduleEntry): ScheduleEntry[] | null {
  const text = entryText(entry);
  return list.some((listed) => entryText(listed) === text) ? null : [...list, entry];
}

/** Days in the week's order, however they were toggled. */
export function sortDays(days: Iterable<Day>): Day[] {
  const chosen = new Set(days);
  return DAYS.filter((day) => chosen.has(day));
}

export function isDay(value: unknown): value is Day {
  return typeof value === "string" && (DAYS as readonly string[]).includes(value);
}

export function fromWindow(window: WindowOut): ScheduleEntry {
  return {
    id: window.id,
    start: window.start,
    end: window.end,
    days: sortDays(window.days.filter(isDay)),
    places: window.places,
    session: window.session_minutes ?? null,
  };
}

export function toScheduleIn(
  entries: readonly ScheduleEntry[],
  settings: {
    timeZone: string;
    horizonDays: number;
    rules: RulesIn;
    cancellationPolicy?: PolicyTier[];
    reschedule?: MovesIn;
  },
): ScheduleIn {
  return {
    windows: entries.map(({ id, start, end, days, places, session }) => ({
      id,
      start,
      end,
      days,
      places,
      session_minutes: session,
    })),
    time_zone: settings.timeZone,
    booking_horizon_days: settings.horizonDays,
    rules: settings.rules,
    ...(settings.cancellationPolicy && { cancellation_policy: settings.cancellationPolicy }),
    ...(settings.reschedule ? { reschedule: settings.reschedule } : {}),
  };
}

/** Minutes since midnight of a 24-hour "HH:MM". */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** What the picker's entry lacks before it may join the list (the server checks again). */
export function entryErrors(
  entry: Pick<ScheduleEntry, "start" | "end" | "days" | "places" | "session">,
): {
  days?: true;
  end?: true;
  places?: true;
  session?: true;
} {
  return {
    ...(entry.days.length === 0 && { days: true }),
    ...timeErrors(entry),
  };
}

/** What a time lacks whatever its days: an end after the start, a session that fits, places. */
export function timeErrors(entry: Pick<ScheduleEntry, "start" | "end" | "places" | "session">): {
  end?: true;
  places?: true;
  session?: true;
} {
  return {
    ...(entry.end <= entry.start && { end: true }),
    ...(entry.end > entry.start &&
      entry.session !== null &&
      minutesOf(entry.end) - minutesOf(entry.start) < entry.session && { session: true }),
    ...(!(Number.isInteger(entry.places) && entry.places >= MIN_PLACES && entry.places <= MAX_PLACES) && {
      places: true,
    }),
  };
}
