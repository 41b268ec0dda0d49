import { describe, expect, it } from "vitest";
import { ABOUT_PREVIEW_WORDS } from "../constants";
import { aboutPreview } from "./about-preview";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");

describe("aboutPreview", () => {
  it("keeps a text of at most 50 words whole", () => {
    expect(ABOUT_PREVIEW_WORDS).toBe(50);
    expect(aboutPreview(words(50))).toEqual({ text: words(50), truncated: false });
    expect(aboutPreview("  Short bio.  ")).toEqual({ text: "Short bio.", truncated: false });
    expect(aboutPreview("")).toEqual({ text: "", truncated: false });
  });

  it("cuts after the 50th word and marks it", () => {
    const preview = aboutPreview(words(51));
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${words(50)}...`);
    expect(preview.text.split(" ")).toHaveLength(50);
  });

  it("counts words across any whitespace, including line breaks", () => {
    const text = `${words(30)}\n\n${words(30)}`;
    const preview = aboutPreview(text);
    expect(preview.truncated).toBe(true);
    expect(preview.text.replace("...", "").split(" ")).toHaveLength(50);
  });
});
