import { describe, expect, it } from "vitest";
import { linkify, safeHref } from "./linkify";

describe("linkify", () => {
  it("makes http and https addresses links, keeping the text around them", () => {
    expect(linkify("Join https://meet.google.com/abc-defg-hij at 10.")).toEqual([
      { kind: "text", text: "Join " },
      { kind: "link", text: "https://meet.google.com/abc-defg-hij", href: "https://meet.google.com/abc-defg-hij" },
      { kind: "text", text: " at 10." },
    ]);
    expect(linkify("map: http://maps.example.in/x?q=1, ok")).toEqual([
      { kind: "text", text: "map: " },
      { kind: "link", text: "http://maps.example.in/x?q=1", href: "http://maps.example.in/x?q=1" },
      { kind: "text", text: ", ok" },
    ]);
  });

  it("takes a bare www. address as https", () => {
    expect(linkify("www.zoom.us/j/1")).toEqual([
      { kind: "link", text: "www.zoom.us/j/1", href: "https://www.zoom.us/j/1" },
    ]);
  });

  it("never makes a javascript:, data: or other scheme a link", () => {
    for (const text of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "click javascript://%0aalert(1) now",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "ftp://files.example.in",
      "tel:+919876543210",
    ]) {
      expect(linkify(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("leaves text without addresses whole", () => {
    expect(linkify("Room 4, MG Road")).toEqual([{ kind: "text", text: "Room 4, MG Road" }]);
    expect(linkify("")).toEqual([]);
  });
});

describe("safeHref", () => {
  it("answers only http(s) addresses with a host", () => {
    expect(safeHref("https://x.in")).toBe("https://x.in/");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("https://")).toBeNull();
    expect(safeHref("mailto:a@b.in")).toBeNull();
  });
});
