// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { showLanguage } from "../i18n/language";
import { formatCalendarDay } from "./calendar-day";

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC", ...options });

describe.each([
  ["en", "en-IN"],
  ["hi", "hi-IN"],
] as const)("formatCalendarDay in %s", (language, locale) => {
  afterEach(() => i18n.changeLanguage("en"));

  it(`writes what Intl's ${locale} writes, for every month and weekday`, async () => {
    await showLanguage(language);
    const plain = intl(locale, {});
    const withWeekday = intl(locale, { weekday: "short" });
    for (let day = 0; day < 400; day += 3) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatCalendarDay(iso)).toBe(plain.format(date));
      expect(formatCalendarDay(iso, { weekday: true })).toBe(withWeekday.format(date));
    }
  });
});

describe("formatCalendarDay", () => {
  it("gives back what is not a day as it is", () => {
    expect(formatCalendarDay("soon")).toBe("soon");
    expect(formatCalendarDay("2026-13-45")).toBe("2026-13-45");
  });
});
