import { describe, expect, it } from "vitest";
import type { Slot } from "../types";
import { closedBy, freeSlots, nextFreeSlot, slotKey, withPlacesLeft } from "./free-times";

const slot = (window_id: number, start: string, left: number): Slot => ({
  window_id,
  start,
  end: start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, "0")),
  starts_at: `2025-03-10T${start}:00+05:30`,
  ends_at: `2025-03-10T${start}:00+05:30`,
  places: 3,
  left,
  closed: left === 0 ? "full" : null,
});

const day = [
  slot(3, "15:00", 1),
  slot(1, "10:00", 0),
  slot(2, "11:30", 2),
  slot(4, "18:00", 0),
];

describe("free times", () => {
  it("offers only windows with a place left", () => {
    expect(freeSlots(day).map((s) => s.window_id)).toEqual([3, 2]);
  });

  it("preselects the earliest free time of the day", () => {
    expect(nextFreeSlot(day)?.window_id).toBe(2);
  });

  it("after a taken time offers the next free one, else the first", () => {
    expect(nextFreeSlot(day, "2025-03-10T11:30:00+05:30")?.window_id).toBe(3);
    expect(nextFreeSlot(day, "2025-03-10T10:00:00+05:30")?.window_id).toBe(2);
    expect(nextFreeSlot(day, "2025-03-10T18:00:00+05:30")?.window_id).toBe(2);
  });

  it("has none when the day is full", () => {
    expect(nextFreeSlot([slot(1, "10:00", 0)])).toBeNull();
    expect(nextFreeSlot([])).toBeNull();
  });

  it("applies a frame's places left to the times it names only", () => {
    const next = withPlacesLeft(day, [
      { window_id: 3, start: "15:00", places: 1, left: 0 },
      { window_id: 2, start: "12:00", places: 1, left: 0 },
      { window_id: 99, start: "10:00", places: 1, left: 1 },
    ]);
    expect(next.map((s) => [s.window_id, s.left])).toEqual([
      [3, 0],
      [1, 0],
      [2, 2],
      [4, 0],
    ]);
    expect(next[0]?.places).toBe(1);
  });

  it("carries why a time has no place: a buffer closes it, a cancel near it opens it", () => {
    const closed = withPlacesLeft(day, [{ window_id: 3, start: "15:00", places: 3, left: 0, closed: "buffer" }]);
    expect(closedBy(closed[0]!)).toBe("buffer");
    const opened = withPlacesLeft(closed, [{ window_id: 3, start: "15:00", places: 3, left: 3, closed: null }]);
    expect([opened[0]?.left, opened[0]?.closed, closedBy(opened[0]!)]).toEqual([3, null, null]);
  });

  it("tells a time closed by other bookings from a full one", () => {
    expect(closedBy({ left: 0, closed: "buffer" })).toBe("buffer");
    expect(closedBy({ left: 0, closed: "daily_limit" })).toBe("daily_limit");
    expect(closedBy({ left: 0, closed: "full" })).toBeNull();
    expect(closedBy({ left: 2, closed: null })).toBeNull();
  });

  it("tells the sessions of one window apart", () => {
    const sessions = [slot(5, "10:00", 2), slot(5, "10:30", 2)];
    expect(sessions.map(slotKey)).toEqual(["5@10:00", "5@10:30"]);
    const next = withPlacesLeft(sessions, [{ window_id: 5, start: "10:30", places: 2, left: 1 }]);
    expect(next.map((s) => s.left)).toEqual([2, 1]);
  });
});
