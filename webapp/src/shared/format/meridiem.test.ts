// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { showLanguage } from "../i18n/language";
import { formatDateTime } from "./date-time";
import { formatTimeRange, parseTimeRange, timeRangeText } from "./time-range";

describe("the halves of the day, in the language shown", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("are AM and PM in English, everywhere a time is written", () => {
    expect(formatTimeRange("10:00", "11:00")).toBe("10 : 00 - 11 : 00 AM");
    expect(formatDateTime("2026-12-05T15:04:00")).toMatch(/^5 Dec 2026, 3:04 PM$/);
  });

  it("are पूर्वाह्न and अपराह्न in Hindi, never am or AM", async () => {
    await showLanguage("hi");
    expect(formatTimeRange("10:00", "11:00")).toBe("10 : 00 - 11 : 00 पूर्वाह्न");
    expect(formatTimeRange("11:00", "13:00")).toBe("11 : 00 पूर्वाह्न - 1 : 00 अपराह्न");
    const written = formatDateTime("2026-12-05T15:04:00");
    expect(written).toContain("अपराह्न");
    expect(written).not.toMatch(/am|pm/i);
  });

  it("are kept in English where the text is read back (a schedule's draft)", async () => {
    await showLanguage("hi");
    const kept = timeRangeText("11:00", "13:00");
    expect(kept).toBe("11 : 00 AM - 1 : 00 PM");
    expect(parseTimeRange(kept)).toEqual({ start: "11:00", end: "13:00" });
  });
});
