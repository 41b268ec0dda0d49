import { slotKey } from "../../../shared/format/slot-key";
import type { Slot } from "../types";

export { slotKey };

/**
 * Why a time with no place cannot even be chosen: closed by bookings at other times (a buffer
 * around one, the day's limit), not full, so it has no waitlist. Null for any other time.
 */
export function closedBy(slot: Pick<Slot, "left" | "closed">): "buffer" | "daily_limit" | null {
  return slot.left === 0 && (slot.closed === "buffer" || slot.closed === "daily_limit") ? slot.closed : null;
}

/** The sessions with a place left: the only ones preselected (a full one is chosen to wait). */
export function freeSlots(slots: readonly Slot[]): Slot[] {
  return slots.filter((slot) => slot.left > 0);
}

/**
 * The time to preselect: the first free one after `after` (the start of a time that was
 * just taken, so the client is offered the next one), else the first free time of the day.
 */
export function nextFreeSlot(
  slots: readonly Slot[],
  after?: string,
): Slot | null {
  const free = freeSlots(slots).sort((a, b) =>
    a.starts_at.localeCompare(b.starts_at),
  );
  if (after) {
    const later = free.find(
      (slot) => new Date(slot.starts_at) > new Date(after),
    );
    if (later) return later;
  }
  return free[0] ?? null;
}

/** Applies a slots.changed frame's places left (and why none is); times the frame does not name keep theirs. */
export function withPlacesLeft(
  slots: readonly Slot[],
  changes: readonly { window_id: number; start: string; places: number; left: number; closed?: Slot["closed"] }[],
): Slot[] {
  const byTime = new Map(changes.map((change) => [slotKey(change), change]));
  return slots.map((slot) => {
    const change = byTime.get(slotKey(slot));
    return change
      ? { ...slot, places: change.places, left: change.left, closed: change.closed ?? null }
      : slot;
  });
}
