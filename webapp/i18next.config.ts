import { defineConfig } from "i18next-cli";

/**
 * The catalogues (src/shared/i18n): `npm run i18n` writes locales/en/<namespace>.json from the
 * t() calls (a feature's namespace is its folder's name; app/ and shared/ use "common");
 * locales/hi is written by hand, and catalogues.test.ts checks it has every key. CI runs
 * `i18next-cli extract --ci` (the English catalogues match the code) and `i18next-cli lint`
 * (no visible string outside a t() call).
 */
export default defineConfig({
  locales: ["en"],
  extract: {
    input: ["src/**/*.{ts,tsx}"],
    ignore: ["src/**/*.test.{ts,tsx}", "src/test-setup.ts", "src/**/*.d.ts", "src/sw.ts"],
    output: "src/shared/i18n/locales/{{language}}/{{namespace}}.json",
    defaultNS: "common",
    keySeparator: false,
    nsSeparator: false,
    functions: ["t", "*.t"],
    // Attributes no one reads: a page's visible texts are its JSX text and the attributes
    // not listed here (alt, title, placeholder, aria-label, label...).
    ignoredAttributes: [
      "aria-busy", "aria-hidden", "aria-labelledby", "aria-describedby", "aria-live", "aria-modal",
      "aria-controls", "aria-current", "aria-haspopup", "aria-expanded", "autoCapitalize",
      "autoComplete", "backgroundColor", "data-testid", "decoding", "enterKeyHint", "height",
      "width", "htmlFor", "inputMode", "layout", "mode", "name", "named", "path", "pattern", "rel",
      "role", "scope", "side", "sizes", "src", "srcSet", "to", "theme", "tone", "value", "variant",
      "lang", "loading", "fetchPriority", "accept", "min", "max", "step", "form", "method",
      "spellCheck", "crossOrigin", "referrerPolicy", "dir",
    ],
    sort: true,
    indentation: 2,
  },
});
