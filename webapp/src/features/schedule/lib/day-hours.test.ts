import { describe, expect, it } from "vitest";
import { hoursErrors, hoursText, newHoursRow, toHoursIn } from "./day-hours";

describe("newHoursRow", () => {
  it("starts at 10 AM, then an hour after the last row's end while the day has room", () => {
    const first = newHoursRow(0);
    expect(toHoursIn([first])).toEqual([{ start: "10:00", end: "11:00", places: 1, session_minutes: null }]);
    expect(toHoursIn([newHoursRow(1, first)])[0]).toMatchObject({ start: "11:00", end: "12:00" });
    const late = { ...first, end: { hour: 11, minute: 0, meridiem: "PM" as const } };
    expect(toHoursIn([newHoursRow(2, late)])[0]).toMatchObject({ start: "10:00", end: "11:00" });
  });
});

describe("hoursErrors", () => {
  it("keys each row's problem as the server does", () => {
    expect(hoursErrors([{ start: "10:00", end: "11:00", places: 1, session_minutes: 30 }])).toEqual({});
    expect(
      hoursErrors([
        { start: "10:00", end: "11:00", places: 1, session_minutes: null },
        { start: "12:00", end: "12:00", places: 0, session_minutes: null },
        { start: "12:00", end: "12:20", places: 1, session_minutes: 30 },
      ]),
    ).toEqual({
      "hours.1.end": "The end time must be after the start time.",
      "hours.1.places": "Available Slots must be between 1 and 100.",
      "hours.2.session_minutes": "A session must fit between the start and end times.",
    });
  });
});

describe("hoursText", () => {
  it("names each time, earliest first, with its sessions and places", () => {
    expect(
      hoursText([
        { start: "14:00", end: "16:00", places: 1, session_minutes: null },
        { start: "10:00", end: "13:00", places: 2, session_minutes: 30 },
      ]),
    ).toBe("Other hours: 10 : 00 AM - 1 : 00 PM (30-min sessions, 2 places); 2 : 00 - 4 : 00 PM (1 place)");
  });
});
