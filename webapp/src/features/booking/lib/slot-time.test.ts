import { describe, expect, it } from "vitest";
import {
  addDays,
  clockIn,
  dateIn,
  fromPickerDate,
  toPickerDate,
  windowText,
  windowTextIn,
  zonesDiffer,
} from "./slot-time";

describe("times in the professional's zone", () => {
  it("shows the spec's text of the window's own clock", () => {
    expect(windowText("10:00", "11:00")).toBe("10 : 00 - 11 : 00 AM");
    expect(windowText("11:00", "13:00")).toBe("11 : 00 AM - 1 : 00 PM");
  });

  it("reads an instant's clock and date in a zone", () => {
    const at = new Date("2025-03-10T20:00:00Z");
    expect(clockIn(at, "Asia/Kolkata")).toBe("01:30");
    expect(dateIn(at, "Asia/Kolkata")).toBe("2025-03-11");
    expect(dateIn(at, "Europe/London")).toBe("2025-03-10");
  });

  it("labels only zones whose clocks differ, not two names of one zone", () => {
    const at = new Date("2025-03-10T04:30:00Z");
    expect(zonesDiffer("Asia/Kolkata", "Asia/Calcutta", at)).toBe(false);
    expect(zonesDiffer("Asia/Kolkata", "Asia/Kolkata", at)).toBe(false);
    expect(zonesDiffer("Asia/Kolkata", "Asia/Dubai", at)).toBe(true);
  });

  it("gives the viewer the window in their own zone", () => {
    // 10:00-11:00 in Kolkata is 08:30-09:30 in Dubai.
    expect(
      windowTextIn(
        "2025-03-10T10:00:00+05:30",
        "2025-03-10T11:00:00+05:30",
        "Asia/Dubai",
      ),
    ).toBe("8 : 30 - 9 : 30 AM");
  });

  it("does calendar arithmetic on dates without a zone", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 60)).toBe("2025-03-01");
    expect(fromPickerDate(toPickerDate("2025-07-04"))).toBe("2025-07-04");
  });
});
