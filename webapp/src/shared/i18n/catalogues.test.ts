import { describe, expect, it } from "vitest";

/** Every English catalogue (written from the code by `npm run i18n`) and its Hindi one. */
const english = import.meta.glob<Record<string, string>>("./locales/en/*.json", { eager: true, import: "default" });
const hindi = import.meta.glob<Record<string, string>>("./locales/hi/*.json", { eager: true, import: "default" });

const namespace = (path: string) => path.replace(/^.*\/|\.json$/g, "");
const byNamespace = (files: Record<string, Record<string, string>>) =>
  Object.fromEntries(Object.entries(files).map(([path, texts]) => [namespace(path), texts]));

/** What a translation must carry over untouched: {{values}} and <1>tags</1>. */
function markers(text: string): string[] {
  return [...text.matchAll(/{{\s*[\w.]+\s*}}|<\/?\d+>/g)].map((match) => match[0].replace(/\s/g, "")).sort();
}

const en = byNamespace(english);
const hi = byNamespace(hindi);

describe("the catalogues", () => {
  it("have English texts from the code", () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  it("have a Hindi catalogue for every English one and no other", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))("translate every text of %s into Hindi", (ns) => {
    const missing = Object.keys(en[ns]).filter((key) => !hi[ns]?.[key]?.trim());
    expect(missing).toEqual([]);
    const stale = Object.keys(hi[ns] ?? {}).filter((key) => !(key in en[ns]));
    expect(stale).toEqual([]);
  });

  it.each(Object.keys(en))("keep the values and tags of %s in Hindi", (ns) => {
    const broken = Object.entries(en[ns])
      .filter(([key, text]) => hi[ns]?.[key] && markers(hi[ns][key]).join() !== markers(text).join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });
});
