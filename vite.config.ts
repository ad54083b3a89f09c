import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

/**
 * A chunk group's test: our modules by path from the project's folder, without extension (exact
 * files, so that a dialog next to them is never pulled in), and packages by pattern.
 */
function modules(...matchers: (string | RegExp)[]) {
  const files = new Set(
    matchers.flatMap((m) =>
      typeof m === "string" ? [".ts", ".tsx"].map((ext) => path.join(import.meta.dirname, m + ext)) : [],
    ),
  );
  const patterns = matchers.filter((m) => m instanceof RegExp);
  return (id: string) => files.has(id) || patterns.some((pattern) => pattern.test(id));
}

export default defineConfig({
  plugins: [
    // Before the server plugin, so that its development middleware answers the sprite's address.
    iconSprite(),
    reactRouterHonoServer({
      serverEntryPoint: "server/index.ts",
      // The browser also loads modules from core/ (shared with the server): Vite serves them in dev.
      dev: { exclude: [/^\/core\/.*\.ts(\?.*)?$/] },
    }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT) || 3000 },
  build: { target: "es2022", sourcemap: Boolean(process.env.SOURCEMAP) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page's first load in a few chunks of its own kind, not thirty that split anew whenever
            // a route or a dialog starts sharing a module (each costs a request and its own header).
            // What loads on demand (dialogs, menus, the console, admin) stays out of these groups.
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: on every page, the floor of every budget.
                { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                // What the root and its header need on every page (app state, buttons, toasts,
                // messages, preferences, the icon component, Vite's loader of lazy chunks), and the
                // photo component that most pages show.
                {
                  name: "site",
                  test: modules(
                    "app/components/app-context",
                    "app/components/picture",
                    "app/components/sprite-icon",
                    "app/components/toast",
                    "app/components/ui/button",
                    "app/components/ui/input",
                    "app/features/site/nav-links",
                    "app/features/site/preferences-button",
                    "app/lib/action-result",
                    "app/lib/answer-host",
                    "app/lib/cn",
                    "app/lib/i18n-react",
                    "app/lib/seo",
                    "app/lib/use-error-text",
                    "app/lib/use-messages",
                    "core/categories",
                    "core/listing",
                    "core/money",
                    "core/preferences",
                    "core/pricing",
                    /node_modules[\\/]clsx[\\/]/,
                    /vite[\\/]preload-helper/,
                  ),
                },
                // The share and favourite buttons: on the cards and on the service page. Before the
                // cards' group, which would otherwise take them in with the cards that import them.
                {
                  name: "card-actions",
                  test: modules("app/components/favorite-button", "app/components/share-button"),
                },
                // The service cards and the blocks that list them (home, services, catalogue,
                // categories, search).
                {
                  name: "listing",
                  test: modules(
                    "app/components/card-gallery",
                    "app/components/category-icon",
                    "app/components/service-card",
                    "app/components/service-grid",
                    "app/features/catalog/catalog-block",
                  ),
                },
              ],
            },
          },
        },
      },
    },
  },
});
