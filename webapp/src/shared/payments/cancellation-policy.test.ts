import { describe, expect, it } from "vitest";
import { nextChange, policyText, refundPaise, refundShare } from "./cancellation-policy";

const TIERS = [
  { hours: 24, percent: 100 },
  { hours: 2, percent: 50 },
  { hours: 0, percent: 0 },
];
const START = "2030-01-10T10:00:00Z";
const before = (hours: number) => new Date(new Date(START).getTime() - hours * 3_600_000);

describe("the cancellation policy, read as the server reads it", () => {
  it("returns the first tier whose notice is still met, and nothing after every tier", () => {
    expect([48, 24, 23.99, 2, 1.99, 0, -1].map((hours) => refundShare(TIERS, START, before(hours)))).toEqual([
      100, 100, 50, 50, 0, 0, 0,
    ]);
    expect(refundShare([{ hours: 6, percent: 80 }], START, before(5))).toBe(0);
  });

  it("rounds a share down to the paisa, as the server does", () => {
    expect(refundPaise(99_900, TIERS, START, before(5))).toBe(49_950);
    expect(refundPaise(99_999, TIERS, START, before(5))).toBe(49_999);
    expect(refundPaise(99_900, [{ hours: 0, percent: 33 }], START, before(1))).toBe(32_967);
  });

  it("knows when the share next changes", () => {
    expect(nextChange(TIERS, START, before(30))).toEqual(before(24));
    expect(nextChange(TIERS, START, before(5))).toEqual(before(2));
    expect(nextChange(TIERS, START, before(-1))).toBeNull();
  });

  it("says the policy in plain words", () => {
    expect(policyText(TIERS)).toBe("Free cancellation up to 24 hours before; 50 % back up to 2 hours before; no refund after.");
    expect(policyText([{ hours: 1, percent: 100 }])).toBe("Free cancellation up to 1 hour before; no refund after.");
    expect(policyText([{ hours: 0, percent: 100 }])).toBe("Free cancellation until the start.");
    expect(policyText([{ hours: 48, percent: 100 }, { hours: 0, percent: 25 }])).toBe(
      "Free cancellation up to 48 hours before; 25 % back until the start.",
    );
    expect(policyText([{ hours: 0, percent: 0 }])).toBe("No refund if you cancel.");
  });
});
