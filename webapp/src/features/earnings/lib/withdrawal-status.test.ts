import { describe, expect, it } from "vitest";
import { withdrawalFixture } from "../testing/earnings-fixture";
import { withdrawalNote, withdrawalStatusText } from "./withdrawal-status";

describe("withdrawal status text", () => {
  it("uses the spec's texts, spelling included", () => {
    expect(withdrawalStatusText("paid")).toBe("Payment Compleated");
    expect(withdrawalStatusText("requested")).toBe("Payment Processing 24 hour compleated");
    expect(withdrawalStatusText("failed")).toBe("Payment Failed");
  });

  it("reads an unknown status as processing, as the spec's missing status", () => {
    expect(withdrawalStatusText("queued")).toBe("Payment Processing 24 hour compleated");
  });

  it("notes the reference of a paid request and the reason of a failed one", () => {
    expect(withdrawalNote(withdrawalFixture(1, { status: "paid", reference: "UTR123456" }))).toBe("Reference: UTR123456");
    expect(withdrawalNote(withdrawalFixture(1, { status: "failed", failure_reason: "Account closed" }))).toBe("Reason: Account closed");
    expect(withdrawalNote(withdrawalFixture(1))).toBeNull();
    expect(withdrawalNote(withdrawalFixture(1, { status: "paid" }))).toBeNull();
  });
});
