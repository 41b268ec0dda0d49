import { parseTimeRange } from "../../../shared/format/time-range";
import { DRAFT_KEY } from "../constants";
import { timeRangeText } from "../../../shared/format/time-range";
import { isDay, sortDays, type ScheduleEntry } from "./entries";

/**
 * The unsaved list, kept in browser storage under the spec's key "shedule" so a reload or a
 * closed tab does not lose it; cleared once the server has it. Each item is stored as the spec
 * stores a schedule entry: its time text, its days and its places ("slot").
 */
interface StoredEntry {
  id: number | null;
  time: string;
  day: string;
  slot: number;
  /** Minutes of each session (absent or null: the whole time). */
  session?: number | null;
}

export function saveDraft(entries: readonly ScheduleEntry[], storage: Storage = localStorage): void {
  const stored: StoredEntry[] = entries.map((entry) => ({
    id: entry.id,
    time: timeRangeText(entry.start, entry.end), // read back by parseTimeRange, in any language
    day: entry.days.join(" "),
    slot: entry.places,
    session: entry.session,
  }));
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked (private mode): the draft lives on in the page only.
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}

/** The stored draft, or null when there is none; unreadable items are dropped. */
export function readDraft(storage: Storage = localStorage): ScheduleEntry[] | null {
  let raw: string | null;
  try {
    raw = storage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((item): ScheduleEntry[] => {
    const entry = toEntry(item);
    return entry ? [entry] : [];
  });
}

function toEntry(item: unknown): ScheduleEntry | null {
  if (!item || typeof item !== "object") return null;
  const { id, time, day, slot, session } = item as Partial<Record<keyof StoredEntry, unknown>>;
  const range = typeof time === "string" ? parseTimeRange(time) : null;
  if (!range) return null;
  return {
    id: typeof id === "number" && Number.isInteger(id) ? id : null,
    ...range,
    days: sortDays(typeof day === "string" ? day.split(/\s+/).filter(isDay) : []),
    places: typeof slot === "number" && Number.isInteger(slot) ? slot : 1,
    session: typeof session === "number" && Number.isInteger(session) ? session : null,
  };
}
