import { describe, expect, it } from "vitest";
import { usable } from "./expiry";
import type { Purchase } from "./types";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const purchase = (changes: Partial<Purchase> = {}): Purchase => ({
  id: 5, package_id: 2, name: "Three talks", plan_id: 3, plan_name: "Consultation", professional_id: 7,
  professional_name: "Asha Rao", sessions: 3, credits_left: 2, expires_at: "2026-12-28T12:00:00Z", expired: false,
  ...changes,
});

describe("usable", () => {
  it("offers a credit of the chosen plan, with one left, before its expiry", () => {
    expect(usable(purchase(), 3, NOW)).toBe(true);
  });

  it("never for another plan, none left, an expired purchase or no plan chosen", () => {
    expect(usable(purchase(), 4, NOW)).toBe(false);
    expect(usable(purchase({ credits_left: 0 }), 3, NOW)).toBe(false);
    expect(usable(purchase({ expires_at: "2026-11-28T11:59:59Z" }), 3, NOW)).toBe(false);
    expect(usable(purchase(), null, NOW)).toBe(false);
  });
});
