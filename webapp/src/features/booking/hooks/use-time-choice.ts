import { useState } from "react";
import toast from "react-hot-toast";
import { msLeft } from "../../../shared/format/countdown";
import { BOOKING_TEXTS as T, DEFAULT_HORIZON_DAYS } from "../constants";
import { closedBy, freeSlots, nextFreeSlot, slotKey } from "../lib/free-times";
import { addDays, browserTimeZone, dateIn, zonesDiffer } from "../lib/slot-time";
import type { Slot } from "../types";
import type { Hold } from "./use-booking-submit";
import { useDaySlots } from "./use-day-slots";
import { useNow } from "../../../shared/ui/use-now";

/**
 * Which time is chosen (by its slotKey): the first free one (after a taken one) until the
 * client picks.
 */
type TimeChoice = { auto: true; after?: string; skip?: string } | { auto: false; key: string | null };

/**
 * The chosen date (by default today; `initialDate` from the page's address) and time, as the
 * client changes them and as bookings change the day.
 */
export function useTimeChoice(initialDate: string | null = null) {
  const [date, setDate] = useState<string | null>(() => initialDate ?? dateIn(new Date(), browserTimeZone()));
  const [time, setTime] = useState<TimeChoice>({ auto: true });
  return {
    date,
    time,
    setTime,
    /** Another date: its first free time is chosen until the client picks one. */
    pickDate: (next: string | null) => {
      setDate(next);
      setTime({ auto: true });
    },
    moveDate: setDate,
    pickTime: (key: string) => setTime({ auto: false, key }),
    /** The chosen time was taken meanwhile: the next free one after it. */
    taken: (slot?: { starts_at: string; window_id: number; start: string }) =>
      setTime({ auto: true, after: slot?.starts_at, skip: slot ? slotKey(slot) : undefined }),
    /** A hold was taken on this time: it stays chosen though it now counts as full. */
    held: (key: string) => setTime({ auto: false, key }),
  };
}

type Choice = ReturnType<typeof useTimeChoice>;

/**
 * The day's times, live, and what the page shows of them: the date range the picker offers,
 * every time (a full one to join its waitlist; the client's own held one is not full), the
 * chosen time, the hold's clock, and the professional's time zone when it is not the viewer's. `suits`: the times the chosen plan
 * fits, the only ones chosen on the client's behalf.
 */
export function useChosenDay(
  professionalId: number,
  choice: Choice,
  busy: boolean,
  hold: Hold | null,
  suits: (slot: Slot) => boolean = () => true,
) {
  const { date, time } = choice;
  const viewerZone = browserTimeZone();
  const [range, setRange] = useState<{ first: string; last: string } | null>(null);

  const slotsQuery = useDaySlots(professionalId, date, (filled) => {
    if (time.auto || time.key === null || !filled.includes(time.key)) return;
    // Our own hold fills the place we hold: that is no reason to let go of it.
    if (busy || (hold && hold.key === time.key && hold.date === date)) return;
    choice.setTime({ auto: false, key: null });
    toast.error(T.takenWhileSelected);
  });
  const day = slotsQuery.data?.date === date ? slotsQuery.data : undefined;

  // The first answer names the professional's today and horizon (their zone may be a day
  // ahead of the viewer's): keep them for the picker, and move a date before today onto it.
  if (day && (range?.first !== day.first_date || range.last !== day.last_date)) {
    setRange({ first: day.first_date, last: day.last_date });
    if (date && date < day.first_date) choice.moveDate(day.first_date);
  }
  const today = dateIn(new Date(), viewerZone);
  const first = range?.first ?? today;
  const last = range?.last ?? addDays(today, DEFAULT_HORIZON_DAYS);

  const free = freeSlots(day?.windows ?? []);
  const held = hold && hold.date === date ? hold : null;
  // Full times are on show too (to join their waitlist); a held one is the client's own, not
  // full; one closed by other bookings (a buffer, the day's limit) is not full either.
  const shown = day?.windows ?? [];
  const isFull = (slot: Slot) => slot.left === 0 && closedBy(slot) === null && slotKey(slot) !== held?.key;
  const next = time.auto
    ? nextFreeSlot(
        free.filter((slot) => slotKey(slot) !== time.skip && suits(slot)),
        time.after,
      )
    : null;
  const key = time.auto ? (next ? slotKey(next) : null) : time.key;
  const slot = shown.find((candidate) => slotKey(candidate) === key);

  const now = useNow(held !== null);
  const expiresAt = held?.appointment.hold_expires_at ?? null;
  const lapsed = expiresAt !== null && msLeft(expiresAt, now) === 0;

  const zone = day?.time_zone;
  const zoneLabel =
    zone && zonesDiffer(zone, viewerZone, new Date(day.windows[0]?.starts_at ?? `${day.date}T12:00:00Z`)) ? { zone, viewerZone } : null;

  return {
    day,
    first,
    last,
    shown,
    isFull,
    slot,
    loading: date !== null && !day && slotsQuery.isPending,
    zoneLabel,
    clock: held && expiresAt ? { expiresAt, now, lapsed } : null,
  };
}
