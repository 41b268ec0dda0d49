import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The web app's layers (docs/architecture.md, "Areas and their order"): `app` wires features
 * together; a feature uses `shared` and itself, never another feature (what two features need
 * goes to `shared`); `shared` uses only `shared`.
 */
const layers = {
  files: ["src/**/*.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    // Imports are written without extensions; the node resolver finds the .ts/.tsx file.
    "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    "boundaries/elements": [
      { type: "app", pattern: "src/app" },
      { type: "feature", pattern: "src/features/*", capture: ["name"] },
      { type: "shared", pattern: "src/shared" },
    ],
    // The files directly in src/: main.tsx (mounts the app), the service worker (its own
    // script, importing none of ours) and the tests' set-up.
    "boundaries/files": [{ category: "entry", pattern: ["src/main.tsx", "src/sw.ts", "src/test-setup.ts"] }],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          { from: { file: { categories: "entry" } }, allow: { to: { element: { types: { anyOf: ["app", "shared"] } } } } },
          { from: { element: { type: "app" } }, allow: { to: { element: { types: { anyOf: ["app", "feature", "shared"] } } } } },
          {
            from: { element: { type: "feature" } },
            allow: [
              { to: { element: { type: "shared" } } },
              { to: { element: { type: "feature", captured: { name: "{{ from.element.captured.name }}" } } } },
            ],
          },
          { from: { element: { type: "shared" } }, allow: { to: { element: { type: "shared" } } } },
        ],
      },
    ],
    // Every file under src/ belongs to a layer, so a new top-level folder cannot slip past the rule.
    "boundaries/no-unknown-files": "error",
  },
};

export default tseslint.config(
  // Generated from the server's schemas (make api-types and the socket's frame schema).
  { ignores: ["dist/**", "node_modules/**", "src/shared/api/schema.d.ts", "src/shared/socket/frames.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["*.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  layers,
  {
    // Texts modules (i18next-cli lint checks JSX): a sentence there must be a t() call, read
    // when shown (src/shared/i18n/i18n.ts). Not search terms, names and plural defaults.
    files: ["src/**/*texts.ts", "src/**/constants.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Property[key.name!=/^(name|term|href|defaultValue_\\w+)$/] > Literal[value=/[A-Za-z]{3,}\\s+[A-Za-z]/]",
          message: "A text people read belongs in a t() call (src/shared/i18n/i18n.ts).",
        },
        {
          selector: "Property > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{3,}\\s+[A-Za-z]/]",
          message: "A text people read belongs in a t() call (src/shared/i18n/i18n.ts).",
        },
      ],
    },
  },
);
