import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCharacterPath } from "../../core/text.ts";
import { contactMessages, user as users } from "../../server/db/schema.ts";
import { contactMessage } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { CatalogPage, ContactSent } from "../support/api-views.ts";

// Issue 14, item 1: input limits. A string with control characters is refused (400) wherever it
// comes in, JSON routes take only JSON, and Better Auth's own routes keep to our schemas. Never a
// 500. Body sizes: input-limits.test.ts.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MB = 1024 * 1024;

describe("control characters", () => {
  const NUL = "\u0000";

  it("are found in any string or key, and tab, line feed, carriage return and emoji are not", () => {
    expect(controlCharacterPath({ a: ["ok", { b: `x${NUL}` }] })).toBe("a.1.b");
    expect(controlCharacterPath({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
    expect(controlCharacterPath("\u001f")).toBe("");
    expect(controlCharacterPath("\u007f")).toBe("");
    expect(controlCharacterPath("\ud800 lone")).toBe("");
    expect(controlCharacterPath({ text: "line 1\r\nline 2\tend 🏔️ Камчатка" })).toBeNull();
    let deep: unknown = "x\u0001";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharacterPath(deep)).not.toBeNull();
  });

  it("are refused in the contact form (400, the field named), and nothing is stored", async () => {
    for (const [field, value] of [
      ["message", `Hi${NUL}there`],
      ["name", "Mila\u0007"],
      ["subject", "\ud800"],
    ] as const) {
      const res = await app.request<ContactSent>("POST", "/api/contact", {
        body: contactMessage({ [field]: value }),
      });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: "controlCharacters", field });
      expect(res.body.error).toBe(`${field}: Contains characters that are not allowed`);
    }
    const stored = await app.services.db.select({ n: count() }).from(contactMessages);
    expect(stored[0]?.n).toBe(0);
    const fine = await app.request<ContactSent>("POST", "/api/contact", {
      body: contactMessage({ message: "Line one\r\nLine two\twith a tab 🏔️" }),
    });
    expect(fine.status).toBe(201);
  });

  it("are refused in a key the schema does not know", async () => {
    const res = await app.request<ContactSent>("POST", "/api/contact", {
      body: { ...contactMessage(), [`x${NUL}`]: "1" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("controlCharacters");
  });

  it("are refused in the profile, the cart's item ids, bookings and an e-mail change", async () => {
    const traveller = await app.signUp("Nul Tester");
    const token = traveller.token;
    const cases: [string, string, unknown][] = [
      ["PUT", `/api/profile/${traveller.id}`, { name: `Nul${NUL}` }],
      ["PUT", `/api/profile/${traveller.id}`, { country: `R${NUL}` }],
      ["PUT", `/api/cart/${traveller.id}/item%00`, { guests: 2 }],
      ["DELETE", `/api/cart/${traveller.id}/%00`, undefined],
      ["POST", `/api/cart/${traveller.id}`, { serviceId: 1, dates: { startDate: `2026-07-01${NUL}` } }],
      [
        "POST",
        "/api/bookings",
        { userId: traveller.id, items: [{ cartItemId: `c${NUL}`, serviceId: 1 }], paymentMethod: "card" },
      ],
      ["POST", `/api/profile/${traveller.id}/email`, { email: `a${NUL}@example.com`, password: "x" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await app.request(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.code, `${method} ${path}`).toBe("controlCharacters");
    }
    const [row] = await app.services.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, traveller.id));
    expect(row?.name).toBe("Nul Tester");
  });

  it("are refused in every path parameter and query, as 400 and never 500", async () => {
    const traveller = await app.signUp();
    for (const path of [
      "/api/services/%00",
      "/api/services/1%7f",
      `/api/bookings/${traveller.id}%00`,
      "/api/booking/%1B",
      "/api/orders/PA-%00",
      "/api/services?q=%00",
      "/api/favorites?x=%0b",
      "/api/unsubscribe?token=%00",
      "/api/auth/reset-password/%00",
    ]) {
      const res = await app.request("GET", path, { token: traveller.token });
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe("controlCharacters");
    }
    // Tab and new lines in a search are words, not a fault.
    expect((await app.request<CatalogPage>("GET", "/api/services?q=hike%09%0A")).status).toBe(200);
  });

  it("are refused on Better Auth's routes, and a referral cookie with one is no code (not a 500)", async () => {
    const signUp = await app.request("POST", "/api/auth/sign-up/email", {
      body: { name: `Eve${NUL}`, email: "eve.nul@example.com", password: "secret-password" },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({ code: "controlCharacters", field: "name" });
    const signIn = await app.request("POST", "/api/auth/sign-in/email", {
      body: { email: `eve${NUL}@example.com`, password: "secret-password" },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body!.code).toBe("controlCharacters");
    const referred = await app.request("POST", "/api/auth/sign-up/email", {
      body: { name: "Eve", email: "eve.cookie@example.com", password: "secret-password" },
      headers: { cookie: "pa_ref=AB%00CD" },
    });
    expect(referred.status).toBe(200);
  });
});

describe("content types", () => {
  it("JSON routes take only application/json: JSON sent as text or a form is 415", async () => {
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]) {
      const res = await app.request<ContactSent>("POST", "/api/contact", {
        body: JSON.stringify(contactMessage({ subject: `as ${type}` })),
        headers: { "content-type": type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({ code: "unsupportedMediaType" });
      expect(res.body.error).toBe("This content type is not accepted here: send application/json");
    }
    const charset = await app.request<ContactSent>("POST", "/api/contact", {
      body: contactMessage({ subject: "with a charset" }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(charset.status).toBe(201);
  });
});

describe("Better Auth's own writes", () => {
  it("only the routes we use are open over HTTP: update-user and the rest answer 404", async () => {
    const traveller = await app.signUp("Open Routes");
    for (const [method, path] of [
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/change-email"],
      ["POST", "/api/auth/delete-user"],
      ["POST", "/api/auth/admin/create-user"],
      ["POST", "/api/auth/organization/create"],
      ["GET", "/api/auth/list-accounts"],
    ] as const) {
      const res = await app.request(method, path, {
        token: traveller.token,
        body: method === "POST" ? { name: "x".repeat(1000) } : undefined,
      });
      expect(res.status, path).toBe(404);
    }
    const [row] = await app.services.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, traveller.id));
    expect(row?.name).toBe("Open Routes");
    expect((await app.request("GET", "/api/auth/get-session", { token: traveller.token })).status).toBe(200);
  });

  it("a sign-up's name keeps to the profile's 100 characters; a 1 MB one is refused before it is read", async () => {
    const long = await app.request("POST", "/api/auth/sign-up/email", {
      body: { name: "N".repeat(10_000), email: "long.name@example.com", password: "secret-password" },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: "tooLong", field: "name" });
    const huge = await app.request("POST", "/api/auth/sign-up/email", {
      body: { name: "N".repeat(MB), email: "huge.name@example.com", password: "secret-password" },
    });
    expect(huge.status).toBe(413);
    const exists = await app.services.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, "long.name@example.com"));
    expect(exists[0]?.n).toBe(0);
  });

  it("in-process calls keep to the same fields", async () => {
    const traveller = await app.signUp("In Process");
    const headers = new Headers({ authorization: `Bearer ${traveller.token}` });
    const refused = await app.services.auth.api
      .updateUser({ body: { name: "x".repeat(101) }, headers })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 400, body: { code: "tooLong", field: "name" } });
    const image = await app.services.auth.api
      .updateUser({ body: { image: "javascript:alert(1)" }, headers })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(image).toMatchObject({ statusCode: 400, body: { field: "image" } });
    await app.services.auth.api.updateUser({ body: { name: "Still Fine" }, headers });
    const [row] = await app.services.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, traveller.id));
    expect(row?.name).toBe("Still Fine");
  });
});
