import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";
import { routeLabeller, type PageRouteManifest } from "./metrics-routes.ts";

const env = (vars: Record<string, string>) =>
  parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "pa-env-")), ...vars });

describe("METRICS_PORT and METRICS_HOST", () => {
  it("are off by default", () => {
    expect(env({}).metrics).toBeUndefined();
    expect(env({ METRICS_PORT: "" }).metrics).toBeUndefined();
  });

  it("listen on 127.0.0.1 unless told another address", () => {
    expect(env({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(env({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
  });

  it.each([
    [{ METRICS_PORT: "metrics" }, "METRICS_PORT"],
    [{ METRICS_PORT: "0" }, "METRICS_PORT"],
    [{ METRICS_PORT: "65536" }, "METRICS_PORT"],
    [{ METRICS_PORT: "94.64" }, "METRICS_PORT"],
    [{ METRICS_PORT: "9464", METRICS_HOST: "http://10.0.0.5/" }, "METRICS_HOST"],
    [{ PORT: "8080", METRICS_PORT: "8080" }, "METRICS_PORT must differ from PORT"],
  ])("refuse %j with a message naming the variable", (vars, name) => {
    expect(() => env(vars)).toThrow(EnvError);
    expect(() => env(vars)).toThrow(name);
  });
});

describe("the route label", () => {
  // The shape of the server build's manifest (build.routes): a root, layouts with and without a
  // path, index routes, and the site-wide splat of the not-found page.
  const label = routeLabeller({
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/service": { id: "routes/service", parentId: "root", path: "service/:serviceId" },
    "routes/dashboard": { id: "routes/dashboard", parentId: "root", path: "dashboard" },
    "routes/dashboard.overview": {
      id: "routes/dashboard.overview",
      parentId: "routes/dashboard",
      index: true,
    },
    "routes/dashboard.booking": {
      id: "routes/dashboard.booking",
      parentId: "routes/dashboard",
      path: "bookings/:bookingId",
    },
    "routes/signed-in": { id: "routes/signed-in", parentId: "root" },
    "routes/order": { id: "routes/order", parentId: "routes/signed-in", path: "orders/:reference" },
    "routes/sitemap": { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  });

  async function labelOf(url: string, method = "GET") {
    let seen = "";
    const api = new Hono()
      .get("/services/:id", (c) => c.text("service"))
      .on(["GET", "POST"], "/auth/*", (c) => c.text("auth"))
      .all("*", (c) => c.text("no such endpoint", 404));
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        seen = label(c);
      })
      // A middleware in front that answers before the endpoint (a body limit, an origin check).
      .use("/api/*", async (c, next) => (c.req.query("refuse") ? c.text("refused", 413) : next()))
      .route("/api", api)
      .all("*", (c) => c.text("a page or a file"));
    await app.request(url, { method });
    return seen;
  }

  it.each([
    ["/api/services/12?currency=EUR", "/api/services/:id"],
    ["/api/services/12?refuse=1", "/api/services/:id"],
    ["/api/auth/sign-in/email", "/api/auth/*"],
    ["/api/no-such/42", "other"],
    ["/", "/"],
    ["/service/7", "/service/:serviceId"],
    ["/service/7/", "/service/:serviceId"],
    ["/service/7.data", "/service/:serviceId.data"],
    ["/_root.data", "/_root.data"],
    ["/dashboard", "/dashboard"],
    ["/dashboard/bookings/b_123", "/dashboard/bookings/:bookingId"],
    ["/orders/PA-7F3K", "/orders/:reference"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/no/such/page", "other"],
    ["/wp-login.php", "other"],
    ["/assets/entry.client-B2x9.js", "/assets/*"],
    ["/images/uploads/3f/photo.webp", "/images/*"],
    ["/favicon.svg", "/favicon.svg"],
  ])("%s is %s", async (url, expected) => {
    expect(await labelOf(url)).toBe(expected);
  });

  it("labels an endpoint by the method it answers", async () => {
    expect(await labelOf("/api/auth/sign-in/email", "POST")).toBe("/api/auth/*");
    expect(await labelOf("/api/services/12", "DELETE")).toBe("other");
  });

  it("reads the manifest from a function when it is given one (the server's, once React Router has it)", async () => {
    const server: { routes?: PageRouteManifest } = {};
    const late = routeLabeller(() => server.routes);
    const app = new Hono().all("*", (c) => c.text(late(c)));
    expect(await (await app.request("/service/7")).text()).toBe("other");
    server.routes = {
      root: { id: "root", path: "" },
      s: { id: "s", parentId: "root", path: "service/:serviceId" },
    };
    expect(await (await app.request("/service/7")).text()).toBe("/service/:serviceId");
  });

  it("is other for every page when no manifest is given", async () => {
    const bare = routeLabeller();
    const app = new Hono().all("*", (c) => c.text(bare(c)));
    expect(await (await app.request("/service/7")).text()).toBe("other");
    expect(await (await app.request("/assets/a.js")).text()).toBe("/assets/*");
  });
});
