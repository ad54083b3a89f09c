// Runs the API suite against PostgreSQL when DATABASE_URL is set. Under CI a missing database fails.
import { spawnSync } from "node:child_process";

if (!process.env.DATABASE_URL) {
  if (process.env.CI === "true") {
    console.error("CI=true but DATABASE_URL is not set: the API suite must also run on PostgreSQL.");
    process.exit(1);
  }
  console.log("DATABASE_URL is not set: skipping the API suite on PostgreSQL (it ran on PGlite).");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--project", "api"], {
  stdio: "inherit",
  env: { ...process.env, TEST_ENGINE: "postgres" },
});
process.exit(result.status ?? 1);
