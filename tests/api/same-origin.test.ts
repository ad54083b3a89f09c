import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginOnly } from "../../server/api/same-origin.ts";
import { contactMessages } from "../../server/db/schema.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { ContactSent, Favorites, ServicePage } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const message = (subject: string) => ({
  name: "Mila",
  email: "mila@example.com",
  phone: "",
  subject,
  message: "Hello",
});
const stored = async (subject: string) =>
  (
    await app.services.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject))
  )[0]?.n;

describe("state-changing requests from browsers", () => {
  it("are refused from another site's page, and nothing is written", async () => {
    const foreign = await app.request<ContactSent>("POST", "/api/contact", {
      body: message("foreign origin"),
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("forbidden");
    const crossSite = await app.request<ContactSent>("POST", "/api/contact", {
      body: message("cross-site"),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await stored("foreign origin")).toBe(0);
    expect(await stored("cross-site")).toBe(0);
  });

  it("are taken from our own pages, from tools that send no Origin and no cookie, and with a bearer token", async () => {
    expect((await app.request<ContactSent>("POST", "/api/contact", { body: message("ours") })).status).toBe(
      201,
    );
    const tool = await app.request<ContactSent>("POST", "/api/contact", {
      body: message("a tool"),
      headers: { origin: undefined },
    });
    expect(tool.status).toBe(201);
    const user = await app.signUp();
    const withToken = await app.request<Favorites>("PUT", "/api/favorites/1", {
      token: user.token,
      headers: { origin: undefined },
    });
    expect(withToken.status).toBe(200);
    const sameOrigin = await app.request<Favorites>("PUT", "/api/favorites/2", {
      token: user.token,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("are refused with a cookie and no Origin, from a sibling site, and from a foreign Origin even with a token", async () => {
    const user = await app.signUp();
    const cookie = `better-auth.session_token=${user.token}`;
    const noOrigin = await app.request<Favorites>("PUT", "/api/favorites/3", {
      headers: { origin: undefined, cookie },
    });
    expect(noOrigin.status).toBe(403);
    const cookieAndToken = await app.request<Favorites>("PUT", "/api/favorites/3", {
      token: user.token,
      headers: { origin: undefined, cookie },
    });
    expect(cookieAndToken.status).toBe(403);
    const sibling = await app.request<Favorites>("PUT", "/api/favorites/3", {
      token: user.token,
      headers: { "sec-fetch-site": "same-site" },
    });
    expect(sibling.status).toBe(403);
    const foreignWithToken = await app.request<Favorites>("PUT", "/api/favorites/3", {
      token: user.token,
      headers: { origin: "https://app.example" },
    });
    expect(foreignWithToken.status).toBe(403);
    const nullOrigin = await app.request<ContactSent>("POST", "/api/contact", {
      body: message("null origin"),
      headers: { origin: "null" },
    });
    expect(nullOrigin.status).toBe(403);
    const favourites = await app.request<Favorites>("GET", "/api/favorites", { token: user.token });
    expect(expectData(favourites)).toEqual({ serviceIds: [] });
  });

  it("sign-out and Better Auth's writes need our Origin too", async () => {
    const user = await app.signUp();
    const cookie = `better-auth.session_token=${user.token}`;
    for (const headers of [
      { origin: "https://evil.example", cookie },
      { origin: undefined, cookie },
    ]) {
      const out = await app.request("POST", "/api/auth/sign-out", { headers, body: {} });
      expect(out.status).toBe(403);
    }
    expect((await app.request("GET", "/api/auth/get-session", { token: user.token })).body).not.toBeNull();
    const signIn = await app.request("POST", "/api/auth/sign-in/email", {
      body: { email: user.email, password: "secret-password" },
      headers: { origin: "https://evil.example" },
    });
    expect(signIn.status).toBe(403);
  });

  it("JSON sent as text/plain (what a foreign form can send without asking) is refused", async () => {
    const res = await app.request<ContactSent>("POST", "/api/contact", {
      body: JSON.stringify(message("text plain")),
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupportedMediaType");
    expect(await stored("text plain")).toBe(0);
  });

  it("one-click unsubscribe stays open to mail providers (RFC 8058)", async () => {
    const res = await app.request("POST", "/api/unsubscribe?token=nonsense", {
      body: "List-Unsubscribe=One-Click",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("unsubscribeLinkInvalid");
  });

  it("the same rule guards page actions and /sign-out (server/index.ts applies it outside /api)", async () => {
    const pages = new Hono()
      .use(sameOriginOnly(testEnv.baseUrl))
      .post("/sign-out", (c) => c.text("signed out"))
      .post("/preferences", (c) => c.text("saved"));
    const post = (path: string, headers: Record<string, string>) =>
      pages.request(`http://localhost:3000${path}`, { method: "POST", headers });
    expect((await post("/sign-out", { origin: "https://evil.example", cookie: "a=b" })).status).toBe(403);
    expect((await post("/sign-out", { cookie: "better-auth.session_token=x" })).status).toBe(403);
    expect((await post("/preferences", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("/sign-out", { origin: testEnv.baseUrl, cookie: "a=b" })).status).toBe(200);
    expect((await pages.request("http://localhost:3000/sign-out", { method: "GET" })).status).toBe(404);
  });

  it("never stop a read", async () => {
    const read = await app.request<ServicePage>("GET", "/api/services/1", {
      headers: { origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });
});
