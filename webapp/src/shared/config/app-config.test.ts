// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseConfigBlock, readAppConfig } from "./app-config";
import { readNonce } from "./csp-nonce";

const page = (head: string): Document =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head></html>`, "text/html");

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
    expect(readAppConfig({ siteName: 3, analyticsId: null })).toEqual({
      siteName: "Consultation Marketplace",
      analyticsId: "",
    });
    expect(readAppConfig("Salahkaar")).toEqual({ siteName: "Consultation Marketplace", analyticsId: "" });
  });
});

describe("parseConfigBlock", () => {
  it("reads the server's JSON data block, escapes included", () => {
    const block =
      '<script type="application/json" id="app-config">' +
      '{"siteName": "Salah \\u003C/script\\u003E", "analyticsId": "G-1"}</script>';
    expect(readAppConfig(parseConfigBlock(page(block)))).toEqual({
      siteName: "Salah </script>",
      analyticsId: "G-1",
    });
  });

  it("gives nothing for a missing or broken block", () => {
    expect(parseConfigBlock(page(""))).toBeUndefined();
    expect(parseConfigBlock(page('<script type="application/json" id="app-config">{oops</script>'))).toBeUndefined();
  });
});

describe("readNonce", () => {
  it("reads the page's style nonce from its meta element", () => {
    expect(readNonce(page('<meta name="csp-nonce" content="abc123" />'))).toBe("abc123");
    expect(readNonce(page(""))).toBeUndefined();
  });
});
