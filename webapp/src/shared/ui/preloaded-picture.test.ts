// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadedPicture } from "./preloaded-picture";

function preload(attributes: Record<string, string>) {
  const link = document.createElement("link");
  for (const [name, value] of Object.entries({ rel: "preload", as: "image", fetchpriority: "high", ...attributes })) {
    link.setAttribute(name, value);
  }
  document.head.append(link);
}
const servedFor = (url: string) => vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ name: url } as PerformanceEntry]);

describe("preloadedPicture", () => {
  afterEach(() => document.head.querySelectorAll("link").forEach((link) => link.remove()));

  it("names the WebP copies and sizes the page's HTML preloads", () => {
    servedFor(window.location.href);
    preload({ type: "image/webp", imagesrcset: "/media/b-480.webp 480w", imagesizes: "100vw" });
    expect(preloadedPicture()).toEqual({ sources: { webp: "/media/b-480.webp 480w" }, sizes: "100vw" });
  });

  it("names the default banner when the page has no picture of its own", () => {
    servedFor(window.location.href);
    preload({ href: "/default-banner.svg" });
    expect(preloadedPicture()).toEqual({ src: "/default-banner.svg" });
  });

  it("is null on a page the HTML was not served for, and without a preload", () => {
    servedFor(`${window.location.origin}/e/3`);
    preload({ href: "/default-banner.svg" });
    expect(preloadedPicture()).toBeNull();
    servedFor(window.location.href);
    document.head.querySelector("link")!.remove();
    preload({ rel: "modulepreload", href: "/assets/x.js" });
    expect(preloadedPicture()).toBeNull();
  });
});
