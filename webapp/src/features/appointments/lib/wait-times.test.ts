// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n";
import { showLanguage } from "../../../shared/i18n/language";
import { clockIn, formatStart } from "./wait-times";

describe("wait times", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("reads an instant's clock in the professional's zone", () => {
    expect(clockIn("2025-01-06T05:30:00Z", "Asia/Kolkata")).toBe("11:00");
    expect(clockIn("not a time", "Asia/Kolkata")).toBe("");
  });

  it("writes a start as the spec writes times", () => {
    expect(formatStart("10:30")).toBe("10 : 30 AM");
    expect(formatStart("13:05")).toBe("1 : 05 PM");
    expect(formatStart("soon")).toBe("soon");
  });

  it("names the half of the day in Hindi when shown in Hindi", async () => {
    await showLanguage("hi");
    expect(formatStart("15:00")).toBe("3 : 00 अपराह्न");
  });
});
