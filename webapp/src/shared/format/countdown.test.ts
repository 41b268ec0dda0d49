import { describe, expect, it } from "vitest";
import { countdownText, msLeft } from "./countdown";

describe("countdown", () => {
  const deadline = "2025-01-06T10:10:00Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts the time left to the deadline, never below zero", () => {
    expect(msLeft(deadline, at("2025-01-06T10:00:00Z"))).toBe(600_000);
    expect(msLeft(deadline, at("2025-01-06T10:10:01Z"))).toBe(0);
    expect(msLeft("not a date", at("2025-01-06T10:00:00Z"))).toBe(0);
  });

  it("shows minutes and seconds, rounding a started second up", () => {
    expect(countdownText(600_000)).toBe("10:00");
    expect(countdownText(545_000)).toBe("9:05");
    expect(countdownText(59_001)).toBe("1:00");
    expect(countdownText(1)).toBe("0:01");
    expect(countdownText(0)).toBe("0:00");
    expect(countdownText(-5)).toBe("0:00");
  });
});
