// The API as server/index.ts serves it, on PGlite in DATA_DIR, stopped by SIGTERM as server/index.ts
// stops (server/shutdown.ts, the same close order): for the graceful-stop test, which sends it
// bookings, signals it, and starts it again on the same folder.
// node --import tsx tests/support/stopping-server.ts   (PORT, DATA_DIR)
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { createApi } from "../../server/api/app.ts";
import { guardConnections } from "../../server/connections.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedCatalog } from "../../server/db/seed.ts";
import { parseEnv } from "../../server/env.ts";
import { inputLimits } from "../../server/input-limits.ts";
import { startJobRunner } from "../../server/jobs/runner.ts";
import { createTransport } from "../../server/modules/notifications/transport.ts";
import { createServices } from "../../server/services.ts";
import { stopGracefully, type GracefulStop } from "../../server/shutdown.ts";
import { testEnvVariables } from "./test-app.ts";

const env = parseEnv({
  ...testEnvVariables,
  DATA_DIR: process.env.DATA_DIR,
  // Each booking comes from an address of its own, as from many travellers behind one proxy.
  TRUST_PROXY: "1",
  SIGNUP_LIMIT_PER_MINUTE: "1000",
});
const database = await openDatabase({ dataDir: env.dataDir, afterMigrate: seedCatalog });
const services = createServices(database.db, env);
const transport = createTransport({ from: env.mailFrom, baseUrl: env.baseUrl });
const jobs = startJobRunner(services, transport);

const app = new Hono()
  .use(async (c, next) => {
    await next();
    if (shutdown.stopping) c.header("Connection", "close");
  })
  .use(inputLimits())
  .route("/", createApi(services));
const server = await new Promise<ServerType>((resolve) => {
  const started = serve(
    {
      fetch: app.fetch,
      port: Number(process.env.PORT ?? 0),
      hostname: "127.0.0.1",
      overrideGlobalObjects: false,
    },
    () => resolve(started),
  );
});
guardConnections(server as Server);
const shutdown: GracefulStop = stopGracefully(server as Server, {
  graceSeconds: env.shutdownGraceSeconds,
  close: async () => {
    await jobs.stop();
    await transport.close();
    services.outage.stop();
    await database.close();
  },
});
console.log(`ready ${(server.address() as AddressInfo).port}`);
