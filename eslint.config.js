import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": "error",
      // The direction of imports (docs: architecture.md): app -> core, app/**/*.server.ts -> server,
      // server -> core; nothing imports app/; core imports nothing of ours but core.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./core", from: "./server", message: "core/ is pure: it must not import server/." },
            { target: "./core", from: "./app", message: "core/ is pure: it must not import app/." },
            { target: "./server", from: "./app", message: "Nothing imports app/." },
            { target: "./tests", from: "./app", message: "Nothing imports app/." },
            {
              target: "./app",
              from: "./server",
              except: [],
              message: "Only *.server.ts files in app/ may import server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server-only files of the UI call the server's modules in-process; so do resource routes,
    // which have no component and never reach the browser.
    files: ["app/**/*.server.ts", "app/routes/resources/**/*.ts"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // Feature folders do not import each other: what two features share moves to components/ or core/.
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../features/*", "~/features/*"],
              message: "Feature folders do not import each other.",
            },
          ],
        },
      ],
    },
  },
);
