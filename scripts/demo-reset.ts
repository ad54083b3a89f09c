// npm run demo:reset — tells the seeded demo story again relative to today (bookings, requests with
// their deadlines ahead, today's departure, points, referrals, messages). Uses the same database as
// the server: DATABASE_URL, else the PGlite folder DATA_DIR (default ./data, as npm start; use
// DATA_DIR=./data/dev for npm run dev). PGlite's folder is one process's: stop the server first.
import { createAuth } from "../server/auth.ts";
import { openDatabase } from "../server/db/client.ts";
import { resetDemoStory } from "../server/db/demo-reset.ts";
import { seedCatalog } from "../server/db/seed.ts";
import { EnvError, parseEnv } from "../server/env.ts";

try {
  const env = parseEnv({ ...process.env, NODE_ENV: "development" });
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    afterMigrate: seedCatalog,
  });
  try {
    await resetDemoStory(database.db, createAuth(database.db, env));
    console.log(`The demo story starts again today (${database.engine} database).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof EnvError
      ? error.message
      : `Could not reset the demo: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
