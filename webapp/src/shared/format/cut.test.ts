import { describe, expect, it } from "vitest";
import { cut } from "./cut";

describe("cut", () => {
  it("keeps a short text and cuts a long one with the spec's ellipsis", () => {
    expect(cut("Short", 46)).toBe("Short");
    expect(cut("x".repeat(46), 46)).toBe("x".repeat(46));
    expect(cut("a".repeat(47), 46)).toBe(`${"a".repeat(46)}...`);
    expect(cut("y".repeat(81), 80)).toBe(`${"y".repeat(80)}...`);
  });

  it("counts characters, never cutting one in half", () => {
    expect(cut("😀😀😀", 2)).toBe("😀😀...");
  });
});
