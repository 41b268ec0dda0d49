import { describe, expect, it } from "vitest";
import { addEntry, entryErrors, entryText, fromWindow, toScheduleIn, type ScheduleEntry } from "./entries";

const entry = (start: string, end: string, extra: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  id: null,
  start,
  end,
  days: ["Mon"],
  places: 1,
  session: null,
  ...extra,
});

describe("addEntry", () => {
  it("appends a time whose text is new", () => {
    const list = [entry("10:00", "11:00")];
    expect(addEntry(list, entry("11:00", "13:00"))?.map(entryText)).toEqual([
      "10 : 00 - 11 : 00 AM",
      "11 : 00 AM - 1 : 00 PM",
    ]);
  });

  it("ignores a time whose text is already listed, whatever its days and places", () => {
    const list = [entry("10:00", "11:00")];
    expect(addEntry(list, entry("10:00", "11:00", { days: ["Sat"], places: 4 }))).toBeNull();
    expect(list).toHaveLength(1);
  });
});

describe("entryErrors", () => {
  it("asks for a day, an end after the start and places from 1 to 100", () => {
    expect(entryErrors(entry("10:00", "11:00"))).toEqual({});
    expect(entryErrors(entry("10:00", "11:00", { days: [] }))).toEqual({ days: true });
    expect(entryErrors(entry("11:00", "11:00"))).toEqual({ end: true });
    expect(entryErrors(entry("13:00", "01:00"))).toEqual({ end: true });
    expect(entryErrors(entry("10:00", "11:00", { places: 0 }))).toEqual({ places: true });
    expect(entryErrors(entry("10:00", "11:00", { places: 101 }))).toEqual({ places: true });
    expect(entryErrors(entry("10:00", "11:00", { places: 1.5 }))).toEqual({ places: true });
    expect(entryErrors(entry("10:00", "11:00", { places: 100 }))).toEqual({});
  });

  it("asks that a session fit in the time", () => {
    expect(entryErrors(entry("10:00", "11:00", { session: 60 }))).toEqual({});
    expect(entryErrors(entry("10:00", "11:00", { session: 90 }))).toEqual({ session: true });
  });
});

describe("server shapes", () => {
  it("reads a window with its days in the week's order and writes the schedule back", () => {
    const read = fromWindow({
      id: 4,
      days: ["Sun", "Mon", "Xyz"],
      start: "09:00",
      end: "09:30",
      places: 2,
      session_minutes: 15,
    });
    expect(read).toEqual({ id: 4, days: ["Mon", "Sun"], start: "09:00", end: "09:30", places: 2, session: 15 });
    const rules = { buffer_before_minutes: 0, buffer_after_minutes: 10, notice_hours: 2, daily_limit: null };
    expect(toScheduleIn([read, entry("10:00", "11:00")], { timeZone: "Asia/Dubai", horizonDays: 30, rules })).toEqual({
      windows: [
        { id: 4, days: ["Mon", "Sun"], start: "09:00", end: "09:30", places: 2, session_minutes: 15 },
        { id: null, days: ["Mon"], start: "10:00", end: "11:00", places: 1, session_minutes: null },
      ],
      time_zone: "Asia/Dubai",
      booking_horizon_days: 30,
      rules,
    });
  });
});
