import { describe, expect, it } from "vitest";
import { financialYearOf } from "./tax-withheld";

describe("financialYearOf", () => {
  it("reads the financial year in India: 1 April to 31 March, IST", () => {
    expect(financialYearOf(new Date("2026-11-28T12:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:00:00Z"))).toBe("2026-27");
    // 31 March 19:00 UTC is 1 April 00:30 in India: the next year.
    expect(financialYearOf(new Date("2027-03-31T19:00:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2099-12-01T00:00:00Z"))).toBe("2099-00");
  });
});
