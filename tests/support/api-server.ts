// A standalone API process on a given database, for the multi-instance test: node tests/support/api-server.ts
import { serve } from "@hono/node-server";
import { createApi } from "../../server/api/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createServices } from "../../server/services.ts";
import { testEnv } from "./test-app.ts";

const port = Number(process.env.PORT);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const app = createApi(createServices(database.db, testEnv));
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log(`ready ${port}`));
process.on("SIGTERM", () => {
  server.close();
  void database.close().finally(() => process.exit(0));
});
