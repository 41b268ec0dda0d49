import { describe, expect, it } from "vitest";
import { isPastThreshold } from "./scroll-threshold";

describe("isPastThreshold", () => {
  it("turns true once the viewport's bottom passes 80 % of the page", () => {
    const at = (scrollTop: number) => isPastThreshold({ scrollTop, viewportHeight: 800, pageHeight: 4000 }, 0.8);
    expect(at(0)).toBe(false);
    expect(at(2399)).toBe(false);
    expect(at(2400)).toBe(true);
    expect(at(3200)).toBe(true);
  });

  it("is true for a page no taller than the viewport", () => {
    expect(isPastThreshold({ scrollTop: 0, viewportHeight: 800, pageHeight: 700 }, 0.8)).toBe(true);
    expect(isPastThreshold({ scrollTop: 0, viewportHeight: 800, pageHeight: 800 }, 0.8)).toBe(true);
  });
});
