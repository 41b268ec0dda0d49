import { describe, expect, it } from "vitest";
import { bookAppointmentAddress, bookEventAddress, dateParam, idParam, innerPathParam, viewEventAddress } from "./addresses";
import { PATHS } from "./paths";

describe("the addresses that carry their page's subject", () => {
  it("keep the spec's paths and name the subject in the query", () => {
    const book = PATHS.bookAppointment;
    expect(bookAppointmentAddress(7)).toBe(`${book}?professional=7`);
    expect(bookAppointmentAddress(7, { plan: 2, date: "2026-12-01" })).toBe(`${book}?professional=7&plan=2&date=2026-12-01`);
    expect(bookAppointmentAddress(7, { plan: null, date: null })).toBe(`${book}?professional=7`);
    expect(bookEventAddress(5)).toBe("/bookEvent?event=5");
    expect(viewEventAddress(5, "/events")).toBe("/viewEvent?event=5&from=%2Fevents");
    expect(viewEventAddress(5)).toBe("/viewEvent?event=5");
  });

  it("read back only what is well formed", () => {
    expect([idParam("7"), idParam("0"), idParam("-1"), idParam("7.5"), idParam("abc"), idParam(null)]).toEqual([7, null, null, null, null, null]);
    expect(idParam("99999999999999999999")).toBeNull();
    expect([dateParam("2026-12-01"), dateParam("2026-02-30"), dateParam("tomorrow"), dateParam(null)]).toEqual(["2026-12-01", null, null, null]);
    expect([innerPathParam("/events"), innerPathParam("//evil.example"), innerPathParam("/\\evil.example"), innerPathParam("https://evil.example")]).toEqual([
      "/events", null, null, null,
    ]);
    // A browser drops tabs and line breaks from an address: "/\t/evil.example" is "//evil.example".
    for (const sneaky of ["/\t/evil.example", "/\n/evil.example", "/\r//evil.example", "/%09/x\u0000"]) {
      expect(innerPathParam(sneaky)).toBeNull();
    }
    expect(innerPathParam("/bookEvent?event=5#top")).toBe("/bookEvent?event=5#top");
  });
});
