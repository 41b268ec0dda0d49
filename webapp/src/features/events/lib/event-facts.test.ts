import { describe, expect, it } from "vitest";
import { dateText, leftText, priceText, slotsText, timeText } from "./event-facts";
import { readEventId, readEventState } from "./navigation-state";
import { shareLink } from "./share-event";

describe("event facts", () => {
  it("shows the price in rupees or Free", () => {
    expect(priceText(499)).toBe("₹499");
    expect(priceText(1500)).toBe("₹1,500");
    expect(priceText(0)).toBe("Free");
  });

  it("shows slots, seats left and Sold out", () => {
    expect(slotsText(null)).toBe("Unlimited");
    expect(slotsText(25)).toBe("25");
    expect(leftText(null)).toBeNull();
    expect(leftText(3)).toBe("3 left");
    expect(leftText(0)).toBe("Sold out");
  });

  it("writes the host's time and date", () => {
    expect(timeText("10:00", "11:30")).toBe("10 : 00 - 11 : 30 AM");
    expect(timeText("11:00", "13:00")).toBe("11 : 00 AM - 1 : 00 PM");
    expect(dateText("2026-12-05")).toBe("Sat, 5 Dec, 2026");
  });

  it("reads navigation state and the page id defensively", () => {
    expect(readEventState({ id: 7, path: "/myEvents" })).toEqual({ id: 7, path: "/myEvents" });
    expect(readEventState({ id: "7" })).toEqual({ id: 7, path: null });
    expect(readEventState({ id: -1, path: "//evil.example" })).toEqual({ id: null, path: null });
    expect(readEventState(null)).toEqual({ id: null, path: null });
    expect(readEventId("12")).toBe(12);
    expect(readEventId("12abc")).toBeNull();
    expect(readEventId("0")).toBeNull();
  });

  it("shares {host}/e/{id}", () => {
    expect(shareLink(5, "https://salah.example")).toBe("https://salah.example/e/5");
  });
});
