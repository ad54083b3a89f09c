import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

// Feature folders do not import each other, nor routes: a file in app/features/X may import from
// its own folder, app/components, app/lib, core and packages. What two features share moves to
// components/ or core/. One zone per folder, so a new feature is covered without editing this file.
const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app",
  except: [`./features/${feature}`, "./components", "./lib"],
  message: `Features do not import each other or routes: move what ${feature}/ shares to app/components or core.`,
}));

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
            {
              target: "./tests",
              from: "./app",
              // The API tests call the page actions' server side, the second door of a use case
              // (and the console's and checkout's loaders, to see a page's answer to what the API refuses; and
              // the public pages' loaders whose figures must be the data's, decision 030).
              except: [
                "./routes/resources",
                "./routes/about.server.ts",
                "./routes/account.email.server.ts",
                "./routes/home.server.ts",
                "./routes/service.server.ts",
                "./routes/admin.server.ts",
                "./routes/admin.booking.server.ts",
                "./routes/checkout.server.ts",
                "./routes/admin.newsletters.server.ts",
                "./routes/contact.server.ts",
                "./routes/operator.server.ts",
                "./routes/operator.services.server.ts",
                "./routes/dashboard.actions.server.ts",
                "./routes/participant.server.ts",
                "./lib/guards.server.ts",
              ],
              message: "Nothing imports app/ (the API tests: only the page actions' server side).",
            },
            {
              target: "./app",
              from: "./server",
              except: [],
              message: "Only *.server.ts files in app/ may import server/.",
            },
            ...featureZones,
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
    // Adapters translate and nothing more (architecture: "Use cases and adapters"): the API's routes
    // and the pages call use cases; the database, the ORM and the change signal are the modules'.
    files: ["server/api/**/*.ts", "app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/*", "!**/db/outage.ts"],
              message: "Adapters do not reach the database: call a use case in server/modules.",
            },
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Adapters build no queries: call a use case.",
            },
            {
              group: ["**/server/changes.ts", "../changes.ts"],
              message: "Use cases signal their own changes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server-only files of a feature may call server/ (above), but the feature zones still hold.
    files: ["app/features/**/*.server.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: featureZones }] },
  },
  {
    // Numbers a reader sees are written in the reader's language through Intl.NumberFormat
    // (core/numbers.ts, core/money.ts, useFormatters): `toFixed` writes "4.9" on a German page. A
    // file that writes a machine format (a CSV, structured data) turns this off with its reason.
    files: ["app/**/*.{ts,tsx}", "core/**/*.ts", "server/modules/notifications/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(toFixed|toPrecision)$/]",
          message:
            "Numbers a reader sees go through the number formatter (core/numbers.ts: formatNumber, formatRating; useFormatters in the UI), not toFixed.",
        },
      ],
    },
  },
  {
    // The API tests read typed answers (tests/support/answers.ts): an `any` would hide a changed answer.
    files: ["tests/api/**/*.ts", "tests/support/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
);
