import { formatCalendarDay } from "../../../shared/format/calendar-day";
import { formatRupees } from "../../../shared/format/rupees";
import { formatTimeRange } from "../../../shared/format/time-range";
import { EVENT_TEXTS as T } from "../constants";

/** '₹499', or 'Free' when the event costs nothing. */
export function priceText(price: number): string {
  return price > 0 ? formatRupees(price) : T.free;
}

/** 'Unlimited' or the number of seats. */
export function slotsText(seats: number | null): string {
  return seats === null ? T.unlimited : String(seats);
}

/** Seats left: null for an unlimited event, 'Sold out' at 0. */
export function leftText(left: number | null): string | null {
  if (left === null) return null;
  return left === 0 ? T.soldOut : T.seatsLeft(left);
}

/** The spec's time text, '10 : 00 - 11 : 00 AM', from the host's HH:MM ends. */
export function timeText(start: string, end: string): string {
  return formatTimeRange(start, end);
}

/** Online or Offline, in the language shown. */
export function typeText(type: string): string {
  return T.eventType(type);
}

/** 'Sat, 5 Dec, 2026' from the host's calendar date (YYYY-MM-DD), whatever the viewer's zone. */
export function dateText(date: string): string {
  return formatCalendarDay(date, { weekday: true });
}
