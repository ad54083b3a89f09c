// A standalone API process on a given database, for the multi-instance test: node tests/support/api-server.ts
// As in production, the catalogue's public answers go through the page cache; PAGE_CACHE_SECONDS
// sets how long it, the availability and the catalogue copies are kept.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApi } from "../../server/api/app.ts";
import { shareChanges } from "../../server/changes.ts";
import { openDatabase } from "../../server/db/client.ts";
import { parseEnv } from "../../server/env.ts";
import { createServices } from "../../server/services.ts";
import { testEnvVariables } from "./test-app.ts";

const port = Number(process.env.PORT);
const env = parseEnv({ ...testEnvVariables, PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const shared = await shareChanges(database);
const services = createServices(database.db, env, {
  changes: shared.changes,
  catalogTtlMs: env.pageCacheSeconds * 1000,
});
const app = new Hono().use(services.pageCache.middleware()).route("/", createApi(services));
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log(`ready ${port}`));
process.on("SIGTERM", () => {
  server.close();
  void shared
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
