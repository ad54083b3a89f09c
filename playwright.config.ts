import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { e2eServer, e2eWorkers } from "./tests/support/e2e-base.ts";

// One server per worker, each on its own fresh PGlite folder (tests/support/e2e-base.ts): a worker's
// journeys never see another worker's users, bookings or mail. The fixtures (tests/e2e/fixtures.ts)
// give each worker the baseURL of its own server.
const servers = Array.from({ length: e2eWorkers }, (_, index) => e2eServer(index));

export default defineConfig({
  testDir: "tests/e2e",
  // A spec file's journeys run in order in one worker; the files are shared out between the workers.
  fullyParallel: false,
  workers: e2eWorkers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: servers[0]!.base,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: servers.map(({ port, base, dataDir }) => ({
    // The production build on its own PGlite folder, created fresh for every run, with extra test trips.
    command: `rm -rf ${dataDir} && tsx tests/support/e2e-database.ts ./${dataDir} && node build/server/index.js`,
    url: `${base}/api/health`,
    // Always the embedded database (CI exports DATABASE_URL for the API tests).
    env: {
      PORT: String(port),
      BASE_URL: base,
      DATA_DIR: `./${dataDir}`,
      DATABASE_URL: "",
      // A fresh folder per run, so a generated auth secret is enough (production requires the opt-in).
      ALLOW_GENERATED_AUTH_SECRET: "true",
      // Every journey signs up its own user, all from one address.
      SIGNUP_LIMIT_PER_MINUTE: "100",
    },
    reuseExistingServer: false,
    // Two servers seed their databases at once: on two busy cores that has taken over a minute.
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  })),
});
