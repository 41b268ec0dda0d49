import { describe, expect, it } from "vitest";
import { zonesDiffer } from "./time-zone";

describe("zonesDiffer", () => {
  const at = "2025-01-06T04:30:00Z";

  it("treats two names of one zone as the same", () => {
    expect(zonesDiffer("Asia/Kolkata", "Asia/Calcutta", at)).toBe(false);
    expect(zonesDiffer("Asia/Kolkata", "Asia/Kolkata", at)).toBe(false);
  });

  it("tells zones with another clock apart", () => {
    expect(zonesDiffer("Asia/Kolkata", "Europe/London", at)).toBe(true);
    expect(zonesDiffer("Asia/Kolkata", "Asia/Colombo", at)).toBe(false);
  });
});
