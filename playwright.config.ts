import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { e2eBase, e2ePort } from "./tests/support/e2e-base.ts";

const port = e2ePort;
const baseURL = e2eBase;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build on its own PGlite folder, created fresh for every run, with extra test trips.
    command: "rm -rf data/e2e && tsx tests/support/e2e-database.ts ./data/e2e && node build/server/index.js",
    url: `${baseURL}/api/health`,
    // Always the embedded database (CI exports DATABASE_URL for the API tests).
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: "./data/e2e",
      DATABASE_URL: "",
      // A fresh folder per run, so a generated auth secret is enough (production requires the opt-in).
      ALLOW_GENERATED_AUTH_SECRET: "true",
      // Every journey signs up its own user, all from one address.
      SIGNUP_LIMIT_PER_MINUTE: "100",
    },
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
