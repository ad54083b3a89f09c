import "./production-env.ts";
import { compress } from "hono/compress";
import { createHonoServer } from "react-router-hono-server/node";
import { RouterContextProvider } from "react-router";
import { createApi } from "./api/app.ts";
import { sameOriginOnly } from "./api/same-origin.ts";
import { clientAddress } from "./client-ip.ts";
import { inputLimits } from "./input-limits.ts";
import { clientIpContext, nonceContext, servicesContext } from "./context.ts";
import { openDatabase } from "./db/client.ts";
import { seedCatalog } from "./db/seed.ts";
import { seedDemo } from "./db/seed-demo.ts";
import { seedOperators, seedOperatorStory } from "./db/seed-operators.ts";
import { createAuth } from "./auth.ts";
import { EnvError, parseEnv, type Env } from "./env.ts";
import { startJobRunner } from "./modules/notifications/runner.ts";
import { createTransport } from "./modules/notifications/transport.ts";
import { uploadedImages } from "./modules/operator/images.ts";
import { createServices } from "./services.ts";
import { cspNonce, securityHeaders } from "./security-headers.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start, npm run dev), which uses the Node 24 from node_modules.`,
  );
  process.exit(1);
}

function loadEnv(): Env {
  try {
    const defaults = import.meta.env.PROD ? {} : { DATA_DIR: "./data/dev" };
    return parseEnv({
      ...defaults,
      ...process.env,
      NODE_ENV: import.meta.env.PROD ? "production" : "development",
    });
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  afterMigrate: async (db) => {
    await seedCatalog(db);
    const auth = createAuth(db, env);
    await seedDemo(db, auth);
    await seedOperators(db, auth);
    await seedOperatorStory(db, auth);
  },
}).catch((error: unknown) => {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const services = createServices(database.db, env);
const api = createApi(services);
// The job runner (lifecycle pass, notifications, mail) runs in every process; its claims and the
// lifecycle's conditional updates keep two processes from doing the same work.
const transport = createTransport({ smtpUrl: env.smtpUrl, from: env.mailFrom, baseUrl: env.baseUrl });
const jobs = startJobRunner(services, transport);

let stopping = false;
function stopOn(server: { close(callback?: () => void): unknown }) {
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the server and the database`);
    server.close();
    jobs
      .stop()
      .then(() => transport.close())
      .then(() => database.close())
      .catch((error: unknown) => console.error("Error while closing the database:", error))
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

export default await createHonoServer({
  port: env.port,
  defaultLogger: env.logRequests,
  beforeAll(app) {
    // CSP (with this request's nonce), no framing, nosniff, referrer and permissions policies, HSTS
    // on https, and no caching of personal data: on every answer (API, pages, static files).
    app.use(securityHeaders(env));
    // Before anything reads a request: a body no larger than its route takes, no control characters in the address.
    app.use(inputLimits());
    // Text (HTML, JSON, JS, CSS, SVG) is compressed; images and video are already.
    app.use(compress());
    // The API answers before static files and pages are looked at (it checks origins itself).
    app.route("/", api);
    // Page and resource-route actions: only from our own pages.
    const pagesSameOrigin = sameOriginOnly(env.baseUrl);
    app.use((c, next) => (c.req.path.startsWith("/api/") ? next() : pagesSameOrigin(c, next)));
    // Our images and video never change under a name (a new picture gets a new name): cache for a year.
    app.use("/images/*", async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206)
        c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // Photos the operators uploaded: outside the build, in DATA_DIR/uploads (new photo, new name).
    app.use("/images/uploads/*", uploadedImages(env.dataDir));
  },
  getLoadContext(c) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(clientIpContext, clientAddress(c, env.trustProxy));
    context.set(nonceContext, cspNonce(c));
    return context;
  },
  listeningListener(info) {
    console.log(
      `Peninsula Adventures on ${env.baseUrl} (port ${info.port}, ${database.engine} database, mail ${transport.kind === "smtp" ? "through SMTP" : "stored for /admin/mail"})`,
    );
  },
  onServe: stopOn,
});
