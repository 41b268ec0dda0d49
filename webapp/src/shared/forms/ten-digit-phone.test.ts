import { describe, expect, it } from "vitest";
import { isTenDigitPhone, lastTenDigits } from "./ten-digit-phone";

describe("ten-digit phone", () => {
  it("accepts exactly 10 digits, spaces around ignored", () => {
    expect(isTenDigitPhone("9876543210")).toBe(true);
    expect(isTenDigitPhone(" 9876543210 ")).toBe(true);
    for (const wrong of ["", "987654321", "98765432100", "98765 43210", "+919876543210", "98765432a0"]) {
      expect(isTenDigitPhone(wrong)).toBe(false);
    }
  });

  it("prefills the last 10 digits of a stored number", () => {
    expect(lastTenDigits("+919876543210")).toBe("9876543210");
    expect(lastTenDigits("+1 415 555 0123")).toBe("4155550123");
    expect(lastTenDigits("12345")).toBe("");
  });
});
