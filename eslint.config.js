import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/artifacts/**",
      "**/cache/**",
      "**/generated/**",
      "**/.stack/**",
      // Written by Ponder on every start (its `export *` declares the schema's virtual module).
      "apps/indexer/ponder-env.d.ts",
      "apps/indexer/.ponder/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "ExportAllDeclaration", message: "Export names explicitly (house rule 7)." },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The suite runs every file in one process (--test-isolation=none), where a file's top-level
    // `before` is a hook of the whole run that starts at import, beside every other file's: two of
    // them sending from the deployer at once clash on its nonce. A file's setup goes in its describe.
    files: ["e2e/src/**/*.e2e.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportAllDeclaration", message: "Export names explicitly (house rule 7)." },
        {
          selector: "Program > ExpressionStatement > CallExpression[callee.name=/^(before|beforeEach)$/]",
          message:
            "Put a file's setup in its describe: top-level hooks run at import, beside every other file's.",
        },
      ],
    },
  },
  {
    // Text from users, token lists, the indexer and the API reaches the page only as text (issue 26):
    // React escapes what it renders, so the HTML sinks that bypass it are banned outright.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportAllDeclaration", message: "Export names explicitly (house rule 7)." },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render text through React, never as HTML: it may come from a user or a token list.",
        },
        {
          selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
          message: "Set textContent or render through React: innerHTML parses its text as HTML.",
        },
        {
          selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]",
          message: "Build elements through React: this parses its text as HTML.",
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          message: "document.write parses its text as HTML: render through React.",
        },
      ],
    },
  },
  {
    // Imports go downward (app -> features -> shared), and an area is used only through its index.ts:
    // a feature's folders are its own to reshape (apps/web/src/features/README.md).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/include": ["apps/web/src/**/*"],
      "boundaries/elements": [
        { type: "app", pattern: "apps/web/src/app" },
        { type: "feature", pattern: "apps/web/src/features/*" },
        { type: "shared", pattern: "apps/web/src/shared" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "shared" } },
              disallow: { to: { element: { types: { anyOf: ["app", "feature"] } } } },
              message: "shared/ is used by app/ and features/, never the other way round.",
            },
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { type: "app" } } },
              message: "A feature must not import app/: pass what it needs down instead.",
            },
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { type: "feature", fileInternalPath: "!index.ts" } } },
              message: "Import another area through its index.ts, not its internals.",
            },
            {
              from: { element: { type: "feature" } },
              allow: {
                to: { element: { type: "feature" } },
                dependency: { relationship: { to: "internal" } },
              },
            },
          ],
        },
      ],
    },
  },
);
