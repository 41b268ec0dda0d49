import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ShellHeader } from "./shell-header";

describe("ShellHeader", () => {
  it("is what index.html paints before the app starts", () => {
    const index = readFileSync(new URL("../../../index.html", import.meta.url), "utf-8");
    const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(index)?.[1] ?? "";
    const squeezed = (html: string) => html.replace(/>\s+</g, "><").replace(/\s*\/>/g, ">").trim();
    // Server rendering adds a preload of the logo for itself; the markup is what matters.
    const rendered = renderToStaticMarkup(<ShellHeader />).replace(/<link [^>]*>/g, "");
    // The logo's source is the same file, which the build writes into both as a data: URL.
    const sourceless = (html: string) => squeezed(html).replace(/ src="[^"]*"/g, "");
    expect(shell).toContain("site-header");
    expect(shell).toContain('src="/src/app/assets/logo.svg"');
    expect(sourceless(shell)).toBe(sourceless(rendered));
  });
});
