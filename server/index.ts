import "./production-env.ts";
import type { Server } from "node:http";
import { compress } from "hono/compress";
import { contextStorage } from "hono/context-storage";
import { requestId } from "hono/request-id";
import { createHonoServer } from "react-router-hono-server/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Context } from "hono";
import { createApi } from "./api/app.ts";
import { sameOriginOnly } from "./api/same-origin.ts";
import { clientAddress } from "./client-ip.ts";
import { inputLimits } from "./input-limits.ts";
import { clientIpContext, nonceContext, servicesContext } from "./context.ts";
import { openDatabase } from "./db/client.ts";
import { seedCatalog } from "./db/seed.ts";
import { seedDemo } from "./db/seed-demo.ts";
import { seedOperators, seedOperatorStory } from "./db/seed-operators.ts";
import { seedReviews } from "./db/seed-reviews.ts";
import { createAuth } from "./auth.ts";
import { EnvError, parseEnv, type Env } from "./env.ts";
import { startJobRunner } from "./jobs/runner.ts";
import { createTransport } from "./modules/notifications/transport.ts";
import { uploadedImages } from "./modules/operator/images.ts";
import { createServices } from "./services.ts";
import { cspNonce, securityHeaders } from "./security-headers.ts";
import { accessLog, log } from "./log.ts";
import { metricsMiddleware, startMetricsServer } from "./metrics.ts";
import { guardConnections } from "./connections.ts";
import { stopGracefully, type GracefulStop } from "./shutdown.ts";
import type { PageRouteManifest } from "./metrics-routes.ts";
import { pageOutages, rememberRouterContext } from "./outage-response.ts";
import { shareChanges } from "./changes.ts";
import { staticIcons } from "./static-icons.ts";
import { clientFiles } from "./client-files.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start, npm run serve, npm run dev), which uses the Node 24 from node_modules.`,
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
      log.error(error.message);
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
    await seedReviews(db, auth);
  },
}).catch((error: unknown) => {
  log.error("could not open the database", { error });
  process.exit(1);
});
// On PostgreSQL, every instance's changes reach this one's copies (LISTEN/NOTIFY).
const sharedChanges = await shareChanges(database);
const services = createServices(database.db, env, { changes: sharedChanges.changes });
const api = createApi(services);
// The job runner (lifecycle pass, notifications, mail) runs in every process; its claims and the
// lifecycle's conditional updates keep two processes from doing the same work.
const transport = createTransport({ smtpUrl: env.smtpUrl, from: env.mailFrom, baseUrl: env.baseUrl });
const jobs = startJobRunner(services, transport);
// Prometheus metrics (METRICS_PORT, off by default): a listener of their own, never the public port.
const metricsServer = env.metrics ? await startMetricsServer({ ...env.metrics, database }) : undefined;
if (metricsServer)
  log.info("metrics on a port of their own", { host: env.metrics?.host, port: metricsServer.port });
// The pages' route patterns, for the metrics' route label: from the server build, as React Router has it.
let pageRoutes: PageRouteManifest | undefined;

/** What the pages' loaders and actions get: the services, the client's address, the CSP nonce. */
function loadContext(c: Context, build: ServerBuild) {
  pageRoutes = build.routes;
  const context = new RouterContextProvider();
  rememberRouterContext(c, context);
  context.set(servicesContext, services);
  context.set(clientIpContext, clientAddress(c, env.trustProxy));
  context.set(nonceContext, cspNonce(c));
  return context;
}

/**
 * In production the pages' request handler is made once: the adapter's own (left for development,
 * where the build changes under it) makes one per request.
 */
async function productionPages() {
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (c: Context) => handle(c.req.raw, loadContext(c, build));
}
const pages = import.meta.env.PROD ? await productionPages() : undefined;
const files = import.meta.env.PROD ? clientFiles("build/client") : undefined;

/** The stop on SIGTERM or SIGINT (server/shutdown.ts), once the server listens. */
let shutdown: GracefulStop | undefined;

/** What the process holds, closed after the last request in flight: the database last. */
async function closeAll() {
  await metricsServer?.close();
  await jobs.stop();
  await transport.close();
  services.outage.stop();
  await sharedChanges.close();
  await database.close();
}

export default await createHonoServer({
  port: env.port,
  defaultLogger: false,
  beforeAll(app) {
    // First: every answer is counted and timed by its route's pattern (the 413s, 403s and static files too).
    if (env.metrics) app.use(metricsMiddleware({ pageRoutes: () => pageRoutes }));
    // Every request gets an id (X-Request-Id, a sane incoming one is kept) that its log lines carry.
    app.use(requestId(), contextStorage(), async (c, next) => {
      await next();
      // Pages answer with a Response of their own, which does not carry what requestId() set before.
      c.header("X-Request-Id", c.var.requestId);
      // While stopping, an answer closes its connection: the client opens its next one elsewhere.
      if (shutdown?.stopping) c.header("Connection", "close");
    });
    if (env.logRequests) app.use(accessLog());
    // Text (HTML, JSON, JS, CSS, SVG) is compressed; images and video are already (as are the
    // page cache's answers, gzipped once when stored).
    app.use(compress());
    // An anonymous visitor's page from memory (with its headers as rendered, the CSP included);
    // a successful write that changes what pages show empties it.
    app.use(services.pageCache.middleware());
    // CSP (with this request's nonce), no framing, nosniff, referrer and permissions policies, HSTS
    // on https, and no caching of personal data: on every answer (API, pages, static files).
    app.use(securityHeaders(env));
    // Before anything reads a request: a body no larger than its route takes, no control characters in the address.
    app.use(inputLimits());
    // The API answers before static files and pages are looked at (it checks origins itself).
    app.route("/", api);
    // A page whose data could not be read because the database is away: 503 and Retry-After.
    app.use(pageOutages());
    // Page and resource-route actions: only from our own pages.
    const pagesSameOrigin = sameOriginOnly(env.baseUrl);
    app.use((c, next) => (c.req.path.startsWith("/api/") ? next() : pagesSameOrigin(c, next)));
    // The icons and the manifest: a week (their names are fixed, so not immutable).
    app.use(staticIcons());
    // Our images and video never change under a name (a new picture gets a new name): cache for a year.
    app.use("/images/*", async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206)
        c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // Photos the operators uploaded: outside the build, in DATA_DIR/uploads (new photo, new name).
    app.use("/images/uploads/*", uploadedImages(env.dataDir));
    // Last before the adapter's static files: an address that is not a file of the build is a page.
    if (pages && files) app.use((c, next) => (files.has(c.req.path) ? next() : pages(c)));
  },
  // A file's address the static files could not answer after all: the pages' 404.
  configure(app) {
    if (pages) app.all("*", pages);
  },
  getLoadContext: (c, { build }) => loadContext(c, build),
  listeningListener(info) {
    log.info(`Peninsula Adventures on ${env.baseUrl}`, {
      port: info.port,
      database: database.engine,
      mail: transport.kind === "smtp" ? "SMTP" : "stored for /admin/mail",
    });
  },
  onServe: (server) => {
    guardConnections(server as Server);
    shutdown = stopGracefully(server as Server, { graceSeconds: env.shutdownGraceSeconds, close: closeAll });
  },
});
