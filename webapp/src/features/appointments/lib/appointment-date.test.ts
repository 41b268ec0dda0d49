// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { formatCalendarDay } from "../../../shared/format/calendar-day";
import { i18n } from "../../../shared/i18n/i18n";
import { showLanguage } from "../../../shared/i18n/language";
import { formatAppointmentDate } from "./appointment-date";

describe("formatAppointmentDate", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("writes the spec's Mon-DD-YYYY from the server's date, as written", () => {
    expect(formatAppointmentDate("2025-01-06")).toBe("Jan-06-2025");
    expect(formatAppointmentDate("2026-12-31")).toBe("Dec-31-2026");
  });

  it("writes a Hindi date as every other date of the app is written", async () => {
    await showLanguage("hi");
    expect(formatAppointmentDate("2026-12-01")).toBe("1 दिस॰ 2026");
    expect(formatAppointmentDate("2026-12-01")).toBe(formatCalendarDay("2026-12-01"));
  });

  it("shows anything else as it came", () => {
    expect(formatAppointmentDate("2025-13-01")).toBe("2025-13-01");
    expect(formatAppointmentDate("06/01/2025")).toBe("06/01/2025");
  });
});
