import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Files in parallel on every core (Vitest's default leaves one idle: on two cores, half the speed).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        // Route-level UI tests (createRoutesStub) in a browser-like DOM.
        test: {
          name: "ui",
          include: ["app/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // A worker's files share the modules they import (each builds its own app and database):
          // the suite spent a third of its time importing the server anew for every file.
          isolate: false,
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          // Every file copies one migrated and seeded database instead of building its own.
          globalSetup: ["tests/setup/database-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
