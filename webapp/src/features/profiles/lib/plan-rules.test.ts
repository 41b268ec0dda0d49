import { describe, expect, it } from "vitest";
import { checkPlan } from "./plan-rules";

describe("checkPlan (Add Session)", () => {
  it("alerts for a price of 100 or lower, before looking at the name", () => {
    for (const price of ["100", "99", "0", "-5"]) {
      expect(checkPlan({ name: "Call", price })).toEqual({ ok: false, via: "alert", message: "Price More than ₹100" });
    }
    expect(checkPlan({ name: "", price: "50" })).toMatchObject({ via: "alert" });
  });

  it("toasts when the name or the price is missing", () => {
    const toast = { ok: false, via: "toast", message: "Enter Session Details" };
    expect(checkPlan({ name: "", price: "500" })).toEqual(toast);
    expect(checkPlan({ name: "   ", price: "500" })).toEqual(toast);
    expect(checkPlan({ name: "Call", price: "" })).toEqual(toast);
    expect(checkPlan({ name: "", price: "" })).toEqual(toast);
  });

  it("accepts a named plan above ₹100, as whole rupees", () => {
    expect(checkPlan({ name: " Video call ", price: "101" })).toEqual({ ok: true, name: "Video call", price: 101 });
    expect(checkPlan({ name: "Visit", price: "1500" })).toEqual({ ok: true, name: "Visit", price: 1500 });
  });
});

describe("whole rupees and the ceiling", () => {
  it("judges 100.4 as the 100 it would be stored as", () => {
    expect(checkPlan({ name: "Call", price: "100.4" })).toMatchObject({ ok: false, via: "alert" });
  });

  it("refuses more than ten lakh rupees", () => {
    expect(checkPlan({ name: "Call", price: "1e12" })).toEqual({
      ok: false,
      via: "toast",
      message: "Price can be at most ₹10,00,000.",
    });
    expect(checkPlan({ name: "Call", price: "1000000" })).toEqual({
      ok: true,
      name: "Call",
      price: 1_000_000,
    });
  });
});
