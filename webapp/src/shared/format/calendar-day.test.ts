import { describe, expect, it } from "vitest";
import { formatCalendarDay } from "./calendar-day";

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC", ...options });

describe("formatCalendarDay", () => {
  it("writes what Intl's en-IN writes, for every month and weekday", () => {
    const plain = intl({});
    const withWeekday = intl({ weekday: "short" });
    for (let day = 0; day < 400; day += 3) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatCalendarDay(iso)).toBe(plain.format(date));
      expect(formatCalendarDay(iso, { weekday: true })).toBe(withWeekday.format(date));
    }
  });

  it("gives back what is not a day as it is", () => {
    expect(formatCalendarDay("soon")).toBe("soon");
    expect(formatCalendarDay("2026-13-45")).toBe("2026-13-45");
  });
});
