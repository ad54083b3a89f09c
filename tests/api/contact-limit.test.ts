import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../server/db/schema.ts";
import { AppError } from "../../server/errors.ts";
import { sendContactMessage } from "../../server/modules/contact/contact.ts";
import { limits } from "../../server/modules/limits/limits.ts";
import { createTestApp, useCaseContext, type TestApp } from "../support/test-app.ts";
import type { ContactSent } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-06-01T10:00:05Z") });
});
afterAll(() => app.close());

const message = {
  name: "Mila",
  email: "mila@example.com",
  phone: null,
  subject: "Limit check",
  message: "Hello",
};

describe("messages to us (sendContactMessage)", () => {
  it("takes a few a minute from one address, refuses more with tooManyRequests, then takes them again", async () => {
    const { db } = app.services;
    const send = (client: string, now = app.clock.now) =>
      sendContactMessage({ ...useCaseContext(app, null, client), now }, { ...message, lang: "en" });
    for (let i = 0; i < limits.contact.max; i++) await send("203.0.113.7");

    const refused = await send("203.0.113.7").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, code: "tooManyRequests" });
    // Another address is not held back by this one.
    await expect(send("203.0.113.8")).resolves.toMatchObject({ id: expect.any(Number) });
    // The next minute starts a new count.
    await expect(send("203.0.113.7", new Date("2026-06-01T10:01:00Z"))).resolves.toMatchObject({
      id: expect.any(Number),
    });

    const [stored] = await db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.subject, "Limit check"));
    expect(stored?.n).toBe(limits.contact.max + 2);
  });
});

describe("POST /api/contact", () => {
  it("shares the limit: past it, 429 with Retry-After and nothing stored", async () => {
    const body = { ...message, phone: "", subject: "API limit" };
    const post = () => app.request<ContactSent>("POST", "/api/contact", { body, ip: "198.51.100.9" });
    for (let i = 0; i < limits.contact.max; i++) expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("tooManyRequests");
    expect(refused.headers.get("retry-after")).toBeTruthy();
    const [stored] = await app.services.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.subject, "API limit"));
    expect(stored?.n).toBe(limits.contact.max);
  });
});
