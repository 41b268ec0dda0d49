import { describe, expect, it } from "vitest";
import { couponLink, draftOf, EMPTY_FORM } from "./coupon-form";

describe("draftOf", () => {
  it("sends only the kind's own amount and the chosen ones only when chosen", () => {
    const draft = draftOf({ ...EMPTY_FORM, code: " diwali-20 ", kind: "flat", amount: "250", percent: "10", planIds: [3] });
    expect(draft).toMatchObject({ code: "diwali-20", kind: "flat", amount: 250, percent: null, plan_ids: [], everything: true });
    const chosen = draftOf({ ...EMPTY_FORM, everything: false, planIds: [3], eventIds: [9], maxUses: "10", validUntil: "2030-01-31" });
    expect(chosen).toMatchObject({ percent: 10, plan_ids: [3], event_ids: [9], max_uses: 10, per_client: null, valid_until: "2030-01-31" });
  });
});

describe("couponLink", () => {
  it("leads to the profile, or to the one webinar a code is for", () => {
    expect(couponLink("https://x.in", "SAVE-20", { username: "ravi", eventId: null })).toBe("https://x.in/v/ravi?coupon=SAVE-20");
    expect(couponLink("https://x.in", "SEAT", { username: "ravi", eventId: 7 })).toBe("https://x.in/e/7?coupon=SEAT");
  });
});
