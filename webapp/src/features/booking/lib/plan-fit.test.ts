import { describe, expect, it } from "vitest";
import { planFits, sessionMinutes } from "./plan-fit";

describe("sessionMinutes", () => {
  it("is the end minus the start", () => {
    expect(sessionMinutes({ start: "10:00", end: "10:30" })).toBe(30);
    expect(sessionMinutes({ start: "11:40", end: "13:10" })).toBe(90);
  });
});

describe("planFits", () => {
  const half = { start: "10:00", end: "10:30" };
  it("takes a plan of any length, or one no longer than the session", () => {
    expect(planFits({ duration_minutes: null }, half)).toBe(true);
    expect(planFits({}, half)).toBe(true);
    expect(planFits({ duration_minutes: 30 }, half)).toBe(true);
    expect(planFits({ duration_minutes: 20 }, half)).toBe(true);
    expect(planFits({ duration_minutes: 45 }, half)).toBe(false);
  });
});
