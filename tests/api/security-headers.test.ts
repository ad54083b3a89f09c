import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { cspNonce, securityHeaders } from "../../server/security-headers.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";

/** A small app behind the headers: a page that shows its nonce, a static file, a page with its own caching. */
function pages(env = testEnv) {
  return new Hono()
    .use(securityHeaders(env))
    .get("/", (c) => c.html(`<script nonce="${cspNonce(c)}">1</script>`))
    .get("/about", (c) => c.html("<p>about</p>"))
    .get("/dashboard/bookings", (c) => c.html("<p>yours</p>"))
    .get("/dashboard.data", (c) => c.text("yours"))
    .get("/orders/PA-ABCDEF", (c) => c.html("<p>your order</p>"))
    .get("/unsubscribe", (c) => c.html("<p>unsubscribed</p>"))
    .get("/reset-password", (c) => c.html("<p>new password</p>"))
    .get("/assets/app.js", (c) => {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      return c.body("1", 200, { "Content-Type": "text/javascript" });
    })
    .get("/sitemap.xml", (c) => c.body("<urlset/>", 200, { "Cache-Control": "public, max-age=3600" }));
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null) {
  return new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const nonceOf = (header: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(header ?? "")?.[1];
const SESSION = "better-auth.session_token=abc.def";

describe("the browser's protections on every answer", () => {
  it("a strict CSP with a fresh nonce per request, which the page's inline scripts carry", async () => {
    const app = pages();
    const first = await app.request("/");
    const second = await app.request("/");
    const csp = first.headers.get("content-security-policy");
    const policy = directives(csp);
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await first.text()).toBe(`<script nonce="${nonce}">1</script>`);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);

    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("media-src")).toEqual(["'self'"]);
  });

  it("no framing, no sniffing, a referrer policy, a permissions policy, COOP", async () => {
    const { headers } = await pages().request("/about");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const permissions = headers.get("permissions-policy") ?? "";
    for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
      expect(permissions).toContain(denied);
    expect(permissions).toContain("clipboard-write=(self)");
  });

  it("HSTS only when BASE_URL is https", async () => {
    const plain = await pages().request("/about");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(directives(plain.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(
      false,
    );
    const https = { ...testEnv, baseUrl: "https://adventures.example" };
    const secure = await pages(https).request("/about");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(directives(secure.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(
      true,
    );
  });

  it("lets the sign-in form go on to Google only when Google sign-in is configured", async () => {
    const google = { ...testEnv, google: { clientId: "id", clientSecret: "secret" } };
    const csp = (await pages(google).request("/about")).headers.get("content-security-policy");
    expect(directives(csp).get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
  });

  it("relaxes only what Vite's dev server needs, in development", async () => {
    const development = { ...testEnv, nodeEnv: "development" as const };
    const csp = directives(
      (await pages(development).request("/about")).headers.get("content-security-policy"),
    );
    expect(csp.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
    expect(csp.get("script-src")?.some((value) => value.startsWith("'unsafe"))).toBe(false);
  });
});

describe("Cache-Control on answers with personal data", () => {
  it("pages with someone's data are never stored, signed in or not", async () => {
    const app = pages();
    for (const path of [
      "/dashboard/bookings",
      "/dashboard.data",
      "/orders/PA-ABCDEF",
      "/unsubscribe",
      "/reset-password",
    ])
      expect((await app.request(path)).headers.get("cache-control"), path).toBe("private, no-store");
  });

  it("any answer to a signed-in request (session cookie or bearer token) is never stored", async () => {
    const app = pages();
    const cookie = await app.request("/about", { headers: { cookie: `theme=dark; ${SESSION}` } });
    expect(cookie.headers.get("cache-control")).toBe("private, no-store");
    const secure = await app.request("/about", { headers: { cookie: `__Secure-${SESSION}` } });
    expect(secure.headers.get("cache-control")).toBe("private, no-store");
    const bearer = await app.request("/about", { headers: { authorization: "Bearer abc" } });
    expect(bearer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("public pages stay as they were for visitors, and static files keep their own caching", async () => {
    const app = pages();
    expect(
      (await app.request("/about", { headers: { cookie: "theme=dark" } })).headers.get("cache-control"),
    ).toBeNull();
    const asset = await app.request("/assets/app.js", { headers: { cookie: SESSION } });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await app.request("/sitemap.xml")).headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("the JSON API behind the headers", () => {
  let app: TestApp;
  let server: Hono;
  beforeAll(async () => {
    app = await createTestApp();
    server = new Hono().use(securityHeaders(testEnv)).route("/", createApi(app.services));
  });
  afterAll(() => app.close());

  it("every API answer, errors included, has the headers and is not stored", async () => {
    const { token } = await app.signUp();
    const answers = [
      await server.request("/api/health"),
      await server.request("/api/favorites", { headers: { authorization: `Bearer ${token}` } }),
      await server.request("/api/favorites"),
      await server.request("/api/no-such-route"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(directives(answer.headers.get("content-security-policy")).get("frame-ancestors")).toEqual([
        "'none'",
      ]);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    }
  });
});
