// Prometheus metrics, off unless METRICS_PORT is set, and then on a listener of their own that
// serves nothing but GET /metrics: the public port never shows them (docs/decisions/014-hardening.md).
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "./db/client.ts";
import { databaseRegistry } from "./metrics-database.ts";
import { routeLabeller, type PageRouteManifest } from "./metrics-routes.ts";

/** This process's metrics: our own registry, not prom-client's global one. */
const processRegistry = new Registry();
let defaultMetricsOn = false;

const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"],
  registers: [processRegistry],
});

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's head (a streamed page's body may follow)",
  labelNames: ["method", "route"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts and times every request by its route's pattern (`/api/services/:id`, `/service/:serviceId`,
 * `/assets/*`, or `other`). Goes first, so that answers of the middlewares in front (413, 403) and
 * static files count too. `pageRoutes` is the server build's route manifest (`build.routes`), or a
 * function that answers it.
 */
export function metricsMiddleware(
  options: { pageRoutes?: PageRouteManifest | (() => PageRouteManifest | undefined) } = {},
): MiddlewareHandler {
  const label = routeLabeller(options.pageRoutes);
  return async (c, next) => {
    const started = performance.now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      const method = methods.has(c.req.method) ? c.req.method : "other";
      const route = label(c);
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
    }
  };
}

export interface MetricsServer {
  /** The port it listens on (useful when asked for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics on a port of its own: this process's metrics (requests, Node's process,
 * event loop and heap) and the database's gauges, read when scraped.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  database: Database;
}): Promise<MetricsServer> {
  if (!defaultMetricsOn) {
    collectDefaultMetrics({ register: processRegistry });
    defaultMetricsOn = true;
  }
  const registry = Registry.merge([processRegistry, databaseRegistry(options.database)]);
  const app = new Hono().get("/metrics", async (c) =>
    c.body(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    }),
  );
  return new Promise((resolve, reject) => {
    let closed: Promise<void> | undefined;
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.host },
      (info: AddressInfo) =>
        resolve({
          port: info.port,
          close: () =>
            (closed ??= new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              // A scraper's keep-alive connection must not hold the shutdown open.
              if ("closeIdleConnections" in server) server.closeIdleConnections();
            })),
        }),
    );
    server.once("error", reject);
  });
}
