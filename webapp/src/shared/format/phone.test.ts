import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("groups Indian mobile numbers", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
  });
  it("leaves other numbers alone", () => {
    expect(formatPhone("+14155550123")).toBe("+14155550123");
  });
});
