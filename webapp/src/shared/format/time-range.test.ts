import { describe, expect, it } from "vitest";
import { formatTimeRange, parseTimeRange, to24h, toClock } from "./time-range";

describe("formatTimeRange", () => {
  it("names the half of the day once when both ends share it", () => {
    expect(formatTimeRange("10:00", "11:00")).toBe("10 : 00 - 11 : 00 AM");
    expect(formatTimeRange("14:10", "15:50")).toBe("2 : 10 - 3 : 50 PM");
  });

  it("names both halves for a window crossing noon", () => {
    expect(formatTimeRange("11:00", "13:00")).toBe("11 : 00 AM - 1 : 00 PM");
    expect(formatTimeRange("11:30", "12:00")).toBe("11 : 30 AM - 12 : 00 PM");
  });

  it("writes the hours after midnight and after noon as 12", () => {
    expect(formatTimeRange("00:00", "00:40")).toBe("12 : 00 - 12 : 40 AM");
    expect(formatTimeRange("12:00", "12:50")).toBe("12 : 00 - 12 : 50 PM");
    expect(formatTimeRange("00:30", "12:30")).toBe("12 : 30 AM - 12 : 30 PM");
  });

  it("shows malformed ends as they came", () => {
    expect(formatTimeRange("9:00", "10:00")).toBe("9:00 - 10:00");
  });
});

describe("parseTimeRange", () => {
  it("reads both forms back into 24-hour ends", () => {
    expect(parseTimeRange("10 : 00 - 11 : 00 AM")).toEqual({ start: "10:00", end: "11:00" });
    expect(parseTimeRange("2 : 10 - 3 : 50 PM")).toEqual({ start: "14:10", end: "15:50" });
    expect(parseTimeRange("11 : 00 AM - 1 : 00 PM")).toEqual({ start: "11:00", end: "13:00" });
  });

  it("treats 12 AM as midnight and 12 PM as noon", () => {
    expect(parseTimeRange("12 : 00 - 12 : 40 AM")).toEqual({ start: "00:00", end: "00:40" });
    expect(parseTimeRange("12 : 00 - 1 : 00 PM")).toEqual({ start: "12:00", end: "13:00" });
    expect(parseTimeRange("12 : 30 AM - 12 : 30 PM")).toEqual({ start: "00:30", end: "12:30" });
  });

  it("forgives spacing and case, and refuses what is not a time text", () => {
    expect(parseTimeRange(" 9:10-10:20 pm ")).toEqual({ start: "21:10", end: "22:20" });
    expect(parseTimeRange("13 : 00 - 14 : 00 PM")).toBeNull();
    expect(parseTimeRange("10 : 60 - 11 : 00 AM")).toBeNull();
    expect(parseTimeRange("ten to eleven")).toBeNull();
  });

  it("round-trips every start and end the picker can make", () => {
    for (let hours = 0; hours < 24; hours += 1) {
      for (const minutes of [0, 10, 20, 30, 40, 50]) {
        const start = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
        const end = hours === 23 ? "23:59" : `${String(hours + 1).padStart(2, "0")}:00`;
        expect(parseTimeRange(formatTimeRange(start, end))).toEqual({ start, end });
      }
    }
  });
});

describe("toClock and to24h", () => {
  it("convert the picker's 12-hour ends to the server's 24-hour text and back", () => {
    expect(toClock("00:10")).toEqual({ hour: 12, minute: 10, meridiem: "AM" });
    expect(toClock("12:10")).toEqual({ hour: 12, minute: 10, meridiem: "PM" });
    expect(toClock("23:50")).toEqual({ hour: 11, minute: 50, meridiem: "PM" });
    expect(toClock("24:00")).toBeNull();
    expect(to24h({ hour: 12, minute: 0, meridiem: "AM" })).toBe("00:00");
    expect(to24h({ hour: 12, minute: 0, meridiem: "PM" })).toBe("12:00");
    expect(to24h({ hour: 7, minute: 30, meridiem: "PM" })).toBe("19:30");
  });
});
