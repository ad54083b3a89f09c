import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../../server/db/schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// TRUST_PROXY (decision 003): behind a proxy every request comes from the proxy's socket. Unset, the
// socket is the client and X-Forwarded-For is ignored; set, the rate limits (ours and Better Auth's)
// key on the address the trusted proxy forwarded, and what a client wrote itself is not believed.

let direct: TestApp;
let oneHop: TestApp;
let ranges: TestApp;
beforeAll(async () => {
  [direct, oneHop, ranges] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { TRUST_PROXY: "1" } }),
    createTestApp({ env: { TRUST_PROXY: "10.0.0.0/8, ::1" } }),
  ]);
});
afterAll(() => Promise.all([direct, oneHop, ranges].map((app) => app.close())));

/** The sign-up limit (5 a minute per client): each attempt a new account, until it is refused. */
let signUps = 0;
const attempt = (app: TestApp, socket: string, forwardedFor?: string) =>
  app
    .request("POST", "/api/signup", {
      ip: socket,
      body: {
        name: "Proxy Tester",
        email: `proxied-${++signUps}@example.com`,
        password: "Avacha-trail-2026",
      },
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    })
    .then((res) => res.status);

describe("TRUST_PROXY", () => {
  it("unset: the socket is the client, whatever X-Forwarded-For says", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push(await attempt(direct, "10.0.0.2", `198.51.100.${i}`));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("1 hop: each forwarded client has its own bucket, and a spoofed leftmost entry changes nothing", async () => {
    const proxy = "10.0.0.2";
    for (let i = 0; i < 5; i++) expect(await attempt(oneHop, proxy, "198.51.100.7")).toBe(201);
    expect(await attempt(oneHop, proxy, "198.51.100.7")).toBe(429);
    // The client wrote "X-Forwarded-For: 203.0.113.99"; nginx appended the address it saw.
    expect(await attempt(oneHop, proxy, "203.0.113.99, 198.51.100.7")).toBe(429);
    // Another client behind the same proxy is not held back.
    expect(await attempt(oneHop, proxy, "198.51.100.8")).toBe(201);
    // No header (a health check from the proxy's host): the socket.
    expect(await attempt(oneHop, proxy)).toBe(201);
    // Garbage is never a key: it falls back to the proxy's address, not to a fresh bucket.
    for (let i = 0; i < 4; i++) expect(await attempt(oneHop, proxy, `garbage-${i}`)).toBe(201);
    expect(await attempt(oneHop, proxy, "garbage-5")).toBe(429);
  });

  it("CIDRs: trusted proxies are walked past, IPv6 included; an untrusted socket's header is ignored", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await attempt(ranges, "::1", "2001:db8::5, 10.1.1.1")).toBe(201);
    }
    expect(await attempt(ranges, "::ffff:10.9.9.9", "2001:DB8::5")).toBe(429);
    expect(await attempt(ranges, "::1", "2001:db8::6, 10.1.1.1")).toBe(201);
    // A socket outside the ranges is the client, with any header it sends.
    for (let i = 0; i < 5; i++) expect(await attempt(ranges, "203.0.113.50", `10.0.0.${i + 1}`)).toBe(201);
    expect(await attempt(ranges, "203.0.113.50", "10.0.0.99")).toBe(429);
  });

  it("hands Better Auth the forwarded client: its sessions record it, its limiter keys on it", async () => {
    const created = await oneHop.request("POST", "/api/auth/sign-up/email", {
      ip: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.1, 198.51.100.30" },
      body: { name: "Fern Forwarded", email: "fern@example.com", password: "Avacha-trail-2026" },
    });
    expect(created.status).toBe(200);
    const [row] = await oneHop.services.db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.userId, created.body!.user!.id));
    expect(row?.ipAddress).toBe("198.51.100.30");

    // Better Auth's sign-in limit (3 in 10 s per client) through one proxy: per forwarded client.
    const signIn = (client: string) =>
      oneHop
        .request("POST", "/api/auth/sign-in/email", {
          ip: "10.0.0.2",
          headers: { "x-forwarded-for": client },
          body: { email: "nobody@example.com", password: "wrong-password" },
        })
        .then((res) => res.status);
    expect([
      await signIn("198.51.100.31"),
      await signIn("198.51.100.31"),
      await signIn("198.51.100.31"),
    ]).toEqual([401, 401, 401]);
    expect(await signIn("198.51.100.31")).toBe(429);
    expect(await signIn("198.51.100.32")).toBe(401);
  });
});
