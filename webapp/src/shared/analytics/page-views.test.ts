// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createPageViewReporter, GTAG_SRC } from "./page-views";

const tagScripts = () =>
  Array.from(document.querySelectorAll("script")).filter((s) => s.src.startsWith(GTAG_SRC));

const layerCalls = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

describe("page view reporter", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    delete window.dataLayer;
    delete window.gtag;
  });

  it("loads nothing and sends nothing without an analytics id", () => {
    const reporter = createPageViewReporter("");
    reporter.report({ path: "/", title: "Home" });
    expect(reporter.enabled).toBe(false);
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it("loads the tag once, configures it without automatic page views, and reports each view", () => {
    const reporter = createPageViewReporter("G-TEST123");
    reporter.report({ path: "/", title: "Home" });
    reporter.report({ path: "/terms", title: "Terms" });

    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0].src).toBe(`${GTAG_SRC}G-TEST123`);
    expect(tagScripts()[0].async).toBe(true);

    const calls = layerCalls();
    expect(calls[0][0]).toBe("js");
    expect(calls.slice(1)).toEqual([
      ["config", "G-TEST123", { send_page_view: false }],
      ["event", "page_view", { page_path: "/", page_title: "Home" }],
      ["event", "page_view", { page_path: "/terms", page_title: "Terms" }],
    ]);
  });
});
