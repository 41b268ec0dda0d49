import { describe, expect, it } from "vitest";
import { dailyFixture } from "../testing/earnings-fixture";
import { chartData, chartSummary, formatDay } from "./daily-series";

describe("daily series", () => {
  it("names the day as the API dates it, whatever the viewer's time zone", () => {
    expect(formatDay("2026-03-05")).toBe("5 Mar");
    expect(formatDay("soon")).toBe("soon");
  });

  it("gives the chart rupees per day, by index", () => {
    const [xs, booking, event] = chartData(dailyFixture());
    expect(xs).toHaveLength(30);
    expect(booking[29]).toBe(1500);
    expect(event[20]).toBe(299);
  });

  it("sums the 30 days and names the best day", () => {
    expect(chartSummary(dailyFixture())).toBe("₹2,299 earned in the last 30 days; the best day was 30 Mar (₹1,500).");
    expect(chartSummary(dailyFixture().map((day) => ({ ...day, booking_paise: 0, event_paise: 0 })))).toBe(
      "₹0 earned in the last 30 days.",
    );
  });
});
