import { describe, expect, it } from "vitest";
import { readAppConfig } from "./app-config";

describe("readAppConfig", () => {
  it("falls back to the defaults when the server injected nothing (vite dev)", () => {
    expect(readAppConfig(undefined)).toEqual({ siteName: "Consultation Marketplace", analyticsId: "" });
  });

  it("uses the injected values", () => {
    expect(readAppConfig({ siteName: "Salahkaar", analyticsId: "G-1" })).toEqual({
      siteName: "Salahkaar",
      analyticsId: "G-1",
    });
  });

  it("ignores values of the wrong type", () => {
    const broken = { siteName: 3, analyticsId: null } as unknown as Record<string, string>;
    expect(readAppConfig(broken)).toEqual({ siteName: "Consultation Marketplace", analyticsId: "" });
  });
});
