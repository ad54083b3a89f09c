import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCharacterPath } from "../../core/text.ts";
import { createApi } from "../../server/api/app.ts";
import { contactMessages, user as users } from "../../server/db/schema.ts";
import {
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
  inputLimits,
  SERVICE_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "../../server/input-limits.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";

// Issue 14, item 1: input limits. A body larger than its route takes is refused before it is read
// (413), a string with control characters is refused (400) wherever it comes in, JSON routes take
// only JSON, and Better Auth's own routes keep to our schemas. Never a 500.

let app: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  // The same stack over a real socket, as server/index.ts serves it (Node's own Request stays global).
  const stack = new Hono().use(inputLimits()).route("/", createApi(app.services));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: stack.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false }, () =>
      resolve(),
    );
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const MB = 1024 * 1024;
const contact = (fields: Record<string, unknown> = {}) => ({
  name: "Mila",
  email: "mila@example.com",
  phone: "",
  subject: "Hello",
  message: "A question",
  ...fields,
});

/**
 * Sends `size` bytes over a real socket, declared (Content-Length) or chunked, and resolves when
 * the answer's head and body are in: its status, body and how long that took.
 */
function sendLarge(path: string, size: number, mode: "content-length" | "chunked", headers = {}) {
  return new Promise<{ status: number; body: any; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        // A connection of its own: the server closes one whose body it will not read.
        agent: false,
        path,
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: testEnv.baseUrl,
          ...(mode === "content-length" ? { "content-length": String(size) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const ms = performance.now() - started;
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), ms });
        });
      },
    );
    // The server may close the connection while we still write: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < size && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

describe("body size", () => {
  it("takes 64 KB of JSON anywhere, 4 MB for a service's words and 11 MB for a photo", () => {
    expect(DEFAULT_BODY_LIMIT).toBe(64 * 1024);
    expect(bodyLimitFor("/api/contact", "application/json")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/api/auth/sign-up/email", "application/json")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/contact", "application/x-www-form-urlencoded")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/api/operator/services/12", "application/json")).toBe(SERVICE_BODY_LIMIT);
    expect(bodyLimitFor("/operator/services/new.data", "application/json")).toBe(SERVICE_BODY_LIMIT);
    expect(bodyLimitFor("/api/operator/services/12/images", "multipart/form-data; boundary=x")).toBe(
      UPLOAD_BODY_LIMIT,
    );
    expect(bodyLimitFor("/operator/services/12", "multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor("/operator/services/12/availability", "multipart/form-data")).toBe(
      DEFAULT_BODY_LIMIT,
    );
    expect(UPLOAD_BODY_LIMIT).toBe(11 * MB);
  });

  it("answers a declared 10 MB body with 413 before reading it", async () => {
    const answer = await sendLarge("/api/contact", 10 * MB, "content-length");
    console.log(`10 MB with Content-Length: 413 in ${answer.ms.toFixed(1)} ms`);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      error: "The request is too large (at most 64 KB)",
      code: "bodyTooLarge",
    });
    expect(answer.ms).toBeLessThan(1000);
  });

  it("stops a chunked 10 MB body as soon as it passes the limit", async () => {
    const answer = await sendLarge("/api/contact", 10 * MB, "chunked");
    console.log(`10 MB chunked: 413 in ${answer.ms.toFixed(1)} ms`);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe("bodyTooLarge");
    expect(answer.ms).toBeLessThan(1000);
  });

  it("says so in the request's language, on Better Auth's routes too", async () => {
    const answer = await sendLarge("/api/auth/sign-up/email", MB, "content-length", {
      "accept-language": "de",
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: "bodyTooLarge",
      error: "Die Anfrage ist zu groß (höchstens 64 KB)",
    });
  });

  it("counts a streamed body in-process too, and lets a body under the limit through to its route", async () => {
    const stack = new Hono().use(inputLimits()).route("/", createApi(app.services));
    const stream = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 16 * 1024) controller.enqueue(new Uint8Array(16 * 1024));
          controller.close();
        },
      });
    const post = (body: BodyInit) =>
      stack.request("http://localhost:3000/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", origin: testEnv.baseUrl },
        body,
        duplex: "half",
      } as RequestInit);
    const large = await post(stream(2 * MB));
    expect(large.status).toBe(413);
    // 60 KB of JSON reaches the schema, which says what is wrong with it.
    const under = await post(JSON.stringify(contact({ message: "x".repeat(60_000) })));
    expect(under.status).toBe(400);
    expect((await under.json()).code).toBe("tooLong");
  });

  it("lets a photo of up to 10 MB reach the upload route, and refuses more", async () => {
    // Unsigned: the route answers 401 without reading, so the limiter let the declared size through.
    const photo = await sendLarge("/api/operator/services/1/images", 10.5 * MB, "content-length", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(photo.status).toBe(401);
    const tooLarge = await sendLarge("/api/operator/services/1/images", 12 * MB, "content-length", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe("The request is too large (at most 11 MB)");
  });
});

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
      const res = await app.request("POST", "/api/contact", { body: contact({ [field]: value }) });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: "controlCharacters", field });
      expect(res.body.error).toBe(`${field}: Contains characters that are not allowed`);
    }
    const stored = await app.services.db.select({ n: count() }).from(contactMessages);
    expect(stored[0]?.n).toBe(0);
    const fine = await app.request("POST", "/api/contact", {
      body: contact({ message: "Line one\r\nLine two\twith a tab 🏔️" }),
    });
    expect(fine.status).toBe(201);
  });

  it("are refused in a key the schema does not know", async () => {
    const res = await app.request("POST", "/api/contact", { body: { ...contact(), [`x${NUL}`]: "1" } });
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
    expect((await app.request("GET", "/api/services?q=hike%09%0A")).status).toBe(200);
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
    expect(signIn.body.code).toBe("controlCharacters");
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
      const res = await app.request("POST", "/api/contact", {
        body: JSON.stringify(contact({ subject: `as ${type}` })),
        headers: { "content-type": type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({ code: "unsupportedMediaType" });
      expect(res.body.error).toBe("This content type is not accepted here: send application/json");
    }
    const charset = await app.request("POST", "/api/contact", {
      body: contact({ subject: "with a charset" }),
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
