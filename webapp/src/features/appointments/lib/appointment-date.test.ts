import { describe, expect, it } from "vitest";
import { formatAppointmentDate } from "./appointment-date";

describe("formatAppointmentDate", () => {
  it("writes the spec's Mon-DD-YYYY from the server's date, as written", () => {
    expect(formatAppointmentDate("2025-01-06")).toBe("Jan-06-2025");
    expect(formatAppointmentDate("2026-12-31")).toBe("Dec-31-2026");
  });

  it("shows anything else as it came", () => {
    expect(formatAppointmentDate("2025-13-01")).toBe("2025-13-01");
    expect(formatAppointmentDate("06/01/2025")).toBe("06/01/2025");
  });
});
