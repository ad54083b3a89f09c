import { count } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { bookings, mails, outbox, payments } from "../../server/db/schema.ts";
import { inputLimits } from "../../server/input-limits.ts";
import { metricsMiddleware, startMetricsServer, type MetricsServer } from "../../server/metrics.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { createServices, type AppServices } from "../../server/services.ts";
import { freshIp } from "../support/bookings.ts";
import { bookingBody, cartItem, declinedToken } from "../support/factories.ts";
import { bearerFor, engine, freshDatabase, testEnv } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Answer, Envelope } from "../support/answers.ts";
import type { CreatedOrder } from "../../core/views.ts";

// The metrics listener on a port of its own, scraped over HTTP, after real requests through the
// API as server/index.ts serves it (the metrics middleware first) and a real booking.

let database: Database;
let databaseUrl: string | undefined;
let drop: () => Promise<void>;
let services: AppServices;
let app: Hono;
let metrics: MetricsServer;
let token: string;
let userId: string;
let bookingId: string;

/** A few pages of the route manifest, as the server build gives it (`build.routes`). */
const pageRoutes = {
  root: { id: "root", path: "" },
  "routes/service": { id: "routes/service", parentId: "root", path: "service/:serviceId" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};

beforeAll(async () => {
  ({ database, url: databaseUrl, drop } = await freshDatabase());
  services = createServices(database.db, testEnv, { catalogTtlMs: 0 });
  app = new Hono()
    .use(metricsMiddleware({ pageRoutes }))
    .use(inputLimits())
    .route("/", createApi(services))
    .get("*", (c) => c.text("a page"));
  metrics = await startMetricsServer({ port: 0, host: "127.0.0.1", database });
  const user = await services.auth.api.signUpEmail({
    body: { name: "Metric Traveller", email: "metrics@example.com", password: "secret-password" },
  });
  token = bearerFor(user.token);
  userId = user.user.id;
});
afterAll(async () => {
  await metrics?.close();
  await drop?.();
});

async function request<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await app.request(
    `http://localhost:3000${path}`,
    {
      method,
      headers: {
        origin: testEnv.baseUrl,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: freshIp(), remotePort: 40000, remoteFamily: "IPv4" } } },
  );
  return {
    status: response.status,
    body: (await response.json().catch(() => undefined)) as Envelope<T>,
    headers: response.headers,
  };
}

async function scrape(port = metrics.port) {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  return { contentType: response.headers.get("content-type"), text: await response.text() };
}

/** The value of one series, by its name and exact labels (in any order); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([k, v]) => found[k] === v))
      return Number(match[3]);
  }
  return undefined;
}

async function countByStatus(table: typeof bookings | typeof payments | typeof outbox | typeof mails) {
  const rows = await database.db
    .select({ status: table.status, n: count() })
    .from(table)
    .groupBy(table.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

describe("requests", () => {
  it("counts and times requests by route pattern, never by path", async () => {
    for (const id of [2, 3, 5])
      expect((await request("GET", `/api/services/${id}?currency=EUR`)).status).toBe(200);
    expect((await request("GET", "/api/services/987654")).status).toBe(404);
    expect((await request("GET", "/api/no-such-thing/42")).status).toBe(404);
    expect((await request("GET", "/service/2")).status).toBe(200);
    const declined = await request(
      "POST",
      "/api/bookings",
      bookingBody([cartItem({ clock: { now: new Date() } })], { paymentToken: declinedToken }),
    );
    expect(declined.status).toBe(402);
    const booked = await request<CreatedOrder>(
      "POST",
      "/api/bookings",
      bookingBody([cartItem({ clock: { now: new Date() } })]),
    );
    expect(booked.status).toBe(201);
    bookingId = expectData(booked).bookings[0]!.id;
    expect((await request("GET", `/api/booking/${bookingId}`)).status).toBe(200);
    expect((await request("GET", `/api/bookings/${userId}`)).status).toBe(200);

    const { contentType, text } = await scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const requests = (route: string, status: string, method = "GET") =>
      sample(text, "http_requests_total", { method, route, status });
    expect(requests("/api/services/:id", "200")).toBe(3);
    expect(requests("/api/services/:id", "404")).toBe(1);
    expect(requests("other", "404")).toBe(1);
    expect(requests("/service/:serviceId", "200")).toBe(1);
    expect(requests("/api/bookings", "402", "POST")).toBe(1);
    expect(requests("/api/bookings", "201", "POST")).toBe(1);
    expect(requests("/api/booking/:id", "200")).toBe(1);
    expect(requests("/api/bookings/:userId", "200")).toBe(1);

    // No id, query string or unknown path became a label.
    const routes = new Set([...text.matchAll(/^http_requests_total\{.*route="([^"]*)"/gm)].map((m) => m[1]));
    expect([...routes].sort()).toEqual(
      [
        "/api/booking/:id",
        "/api/bookings",
        "/api/bookings/:userId",
        "/api/services/:id",
        "/service/:serviceId",
        "other",
      ].sort(),
    );
    expect(text).not.toContain(bookingId);
    expect(text).not.toContain(userId);
    for (const raw of ["/api/services/2", "/api/services/987654", "no-such-thing", "currency", '/service/2"'])
      expect(text).not.toContain(raw);

    const histogram = { method: "GET", route: "/api/services/:id" };
    expect(sample(text, "http_request_duration_seconds_count", histogram)).toBe(4);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...histogram, le: "+Inf" })).toBe(4);
    expect(
      sample(text, "http_request_duration_seconds_bucket", { ...histogram, le: "0.005" }),
    ).toBeLessThanOrEqual(4);
    expect(sample(text, "http_request_duration_seconds_sum", histogram)).toBeGreaterThan(0);
  });

  it("shows Node's process, event loop and heap", async () => {
    const { text } = await scrape();
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });
});

describe("the database", () => {
  it.runIf(engine === "postgres")("shows the PostgreSQL pool", async () => {
    const { text } = await scrape();
    expect(sample(text, "database_info", { engine: "postgres" })).toBe(1);
    expect(sample(text, "database_pool_max_connections")).toBe(20);
    const total = sample(text, "database_pool_total_connections")!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(20);
    expect(sample(text, "database_pool_idle_connections")).toBeLessThanOrEqual(total);
    expect(sample(text, "database_pool_waiting_clients")).toBe(0);
  });

  it.runIf(engine === "pglite")("says PGlite is embedded, one connection", async () => {
    const { text } = await scrape();
    expect(sample(text, "database_info", { engine: "pglite" })).toBe(1);
    expect(sample(text, "database_pool_max_connections")).toBe(1);
    expect(text).not.toContain("database_pool_total_connections");
  });

  it("shows bookings and payments by status, as the tables hold them", async () => {
    const { text } = await scrape();
    const byStatus = await countByStatus(bookings);
    expect(Object.values(byStatus).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    for (const s of ["pending", "confirmed", "completed", "cancelled", "rejected"])
      expect(sample(text, "bookings", { status: s })).toBe(byStatus[s] ?? 0);
    const paid = await countByStatus(payments);
    expect(paid.succeeded).toBeGreaterThanOrEqual(1);
    for (const s of ["succeeded", "declined", "refunded"])
      expect(sample(text, "payments", { status: s })).toBe(paid[s] ?? 0);
    expect(sample(text, "database_up")).toBe(1);
  });

  it("shows the job queues: outbox and mail by status, what is due and how long it has waited", async () => {
    const before = await scrape();
    const events = await countByStatus(outbox);
    expect(events.pending).toBeGreaterThanOrEqual(1);
    expect(sample(before.text, "outbox_events", { status: "pending" })).toBe(events.pending);
    expect(sample(before.text, "outbox_due")).toBeGreaterThanOrEqual(1);
    expect(sample(before.text, "outbox_oldest_due_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(before.text, "mails", { status: "queued" })).toBe(0);
    expect(sample(before.text, "mail_due")).toBe(0);
    expect(sample(before.text, "mail_oldest_due_age_seconds")).toBe(0);

    // The job runner turns the due events into mails: the outbox drains, the mail queue fills.
    expect(await deliverDueEvents(services)).toBeGreaterThanOrEqual(1);
    const after = await scrape();
    const queued = (await countByStatus(mails)).queued ?? 0;
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(sample(after.text, "mails", { status: "queued" })).toBe(queued);
    expect(sample(after.text, "mail_due")).toBe(queued);
    expect(sample(after.text, "outbox_due")).toBe(0);
    expect(sample(after.text, "outbox_events", { status: "done" })).toBe((await countByStatus(outbox)).done);
  });

  it.runIf(engine === "postgres")("reads the same from another process's pool", async () => {
    const other = await openDatabase({ databaseUrl: databaseUrl! });
    const otherMetrics = await startMetricsServer({ port: 0, host: "127.0.0.1", database: other });
    try {
      const [mine, theirs] = await Promise.all([scrape(), scrape(otherMetrics.port)]);
      for (const s of ["pending", "confirmed"])
        expect(sample(theirs.text, "bookings", { status: s })).toBe(
          sample(mine.text, "bookings", { status: s }),
        );
      expect(sample(theirs.text, "database_pool_max_connections")).toBe(10);
    } finally {
      await otherMetrics.close();
      await other.close();
    }
  });
});

describe("the listener", () => {
  it("serves GET /metrics only", async () => {
    const base = `http://127.0.0.1:${metrics.port}`;
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/services`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("still answers while the database is away, saying so", async () => {
    await database.close();
    const { text } = await scrape();
    expect(sample(text, "database_up")).toBe(0);
    expect(sample(text, "bookings", { status: "pending" })).toBeUndefined();
    expect(
      sample(text, "http_requests_total", { method: "GET", route: "/api/services/:id", status: "200" }),
    ).toBe(3);
  });

  it("closes", async () => {
    await metrics.close();
    await expect(fetch(`http://127.0.0.1:${metrics.port}/metrics`)).rejects.toThrow();
  });
});
