import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../server/db/schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

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
    const foreign = await app.request("POST", "/api/contact", {
      body: message("foreign origin"),
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("forbidden");
    const crossSite = await app.request("POST", "/api/contact", {
      body: message("cross-site"),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await stored("foreign origin")).toBe(0);
    expect(await stored("cross-site")).toBe(0);
  });

  it("are taken from our own pages, from tools that send no Origin, and with a bearer token", async () => {
    expect((await app.request("POST", "/api/contact", { body: message("ours") })).status).toBe(201);
    const user = await app.signUp();
    const withToken = await app.request("PUT", "/api/favorites/1", {
      token: user.token,
      headers: { origin: "https://app.example" },
    });
    expect(withToken.status).toBe(200);
  });

  it("never stop a read", async () => {
    const read = await app.request("GET", "/api/services/1", { headers: { origin: "https://evil.example" } });
    expect(read.status).toBe(200);
  });
});
