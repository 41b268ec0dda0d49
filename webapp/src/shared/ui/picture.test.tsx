// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Picture, type PictureSources } from "./picture";

const sources: PictureSources = {
  webp: "/media/p/asha-96.webp 96w, /media/p/asha-192.webp 192w, /media/p/asha-400.webp 400w",
  jpeg: "/media/p/asha-96.jpg 96w, /media/p/asha-192.jpg 192w, /media/p/asha-400.jpg 400w",
};

describe("Picture", () => {
  afterEach(cleanup);

  it("offers the WebP copies first and the JPEG copies on the img, at the shown size, lazily", () => {
    render(<Picture src="/media/p/asha.jpg" sources={sources} sizes="82px" width={88} height={88} alt="Asha Rao" className="avatar" />);
    const image = screen.getByAltText("Asha Rao");
    const picture = image.parentElement!;
    expect(picture.tagName).toBe("PICTURE");
    const source = picture.querySelector("source")!;
    expect(picture.firstElementChild).toBe(source);
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("srcset")).toBe(sources.webp);
    expect(source.getAttribute("sizes")).toBe("82px");

    expect(image.getAttribute("src")).toBe("/media/p/asha.jpg");
    expect(image.getAttribute("srcset")).toBe(sources.jpeg);
    expect(image.getAttribute("sizes")).toBe("82px");
    expect(image.getAttribute("width")).toBe("88");
    expect(image.getAttribute("height")).toBe("88");
    expect(image.getAttribute("class")).toBe("avatar");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.hasAttribute("fetchpriority")).toBe(false);
  });

  it("loads the page's largest picture at once, ahead of the rest", () => {
    render(<Picture src="/media/b/banner.jpg" sources={sources} sizes="100vw" width={960} height={540} alt="" priority />);
    const image = document.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows a page's preloaded WebP copies alone, with no fallback until the rest is known", () => {
    const { rerender } = render(<Picture sources={{ webp: sources.webp }} sizes="100vw" width={960} height={320} alt="" priority />);
    const image = document.querySelector("img")!;
    expect(image.parentElement?.tagName).toBe("PICTURE");
    expect(document.querySelector("source")?.getAttribute("srcset")).toBe(sources.webp);
    expect(image.hasAttribute("src")).toBe(false);
    expect(image.hasAttribute("srcset")).toBe(false);
    // The rest known: the same img, now with the JPEG fallback.
    rerender(<Picture src="/media/b/banner.jpg" sources={sources} sizes="100vw" width={960} height={320} alt="" priority />);
    expect(document.querySelector("img")).toBe(image);
    expect(image.getAttribute("src")).toBe("/media/b/banner.jpg");
    expect(image.getAttribute("srcset")).toBe(sources.jpeg);
  });

  it("is a plain img when there are no smaller copies (no picture, or an old one)", () => {
    render(<Picture src="/default-avatar.svg" sources={null} sizes="36px" width={36} height={36} alt="Account" />);
    const image = screen.getByAltText("Account");
    expect(document.querySelector("picture, source")).toBeNull();
    expect(image.getAttribute("src")).toBe("/default-avatar.svg");
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("sizes")).toBe(false);
    expect(image.getAttribute("width")).toBe("36");
    expect(image.getAttribute("height")).toBe("36");
    expect(image.getAttribute("loading")).toBe("lazy");
  });
});
