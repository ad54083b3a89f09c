import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
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
            // React and React Router are on every page: one chunk, whatever the routes and dialogs
            // import, instead of pieces that move (and cost bytes) each time a route changes.
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-router|scheduler)[\\/]/ },
                // What the root itself needs on every page (app state, buttons, toasts, messages,
                // preferences, the icon runtime): one chunk, not a dozen that split anew whenever
                // another area (the console, admin) starts sharing one of them.
                {
                  name: "site",
                  test: /(app[\\/]components[\\/](app-context|ui[\\/](button|input))|app[\\/]lib[\\/](action-result|use-error-text|use-messages|seo|cn)|core[\\/](preferences|pricing|listing|categories)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared[\\/]))/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
