import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { useSocketApp } from "../support/socket-app.ts";
import { testEnv, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Favorites } from "../support/api-views.ts";
import type { Envelope } from "../support/answers.ts";

// Found by the fuzz suite (scripts/fuzz.mjs): a request whose body declares no length (a DELETE
// without a body, or a chunked body under the limit) answered 500 in production. Hono's bodyLimit
// copies such a request with `new Request(raw, ...)`, which @hono/node-server's lightweight request
// cannot survive unless the adapter has replaced the global Request. react-router-hono-server does
// not replace it, so neither does this server; in-process (app.request) the request is a real one.

let app: TestApp;
let port: number;
useSocketApp((made) => ({ app, port } = made));

/** One request over a socket, framed as asked: no body at all, or a body sent chunked. */
function send(method: string, path: string, options: { chunked?: string; token?: string } = {}) {
  return new Promise<{ status: number; body: Envelope<unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        agent: false,
        method,
        path,
        headers: {
          origin: testEnv.baseUrl,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.chunked !== undefined
            ? { "content-type": "application/json", "transfer-encoding": "chunked" }
            : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    if (options.chunked !== undefined) {
      // Two pieces, so the body really arrives in chunks.
      const half = Math.floor(options.chunked.length / 2);
      req.write(options.chunked.slice(0, half));
      req.end(options.chunked.slice(half));
    } else req.end();
  });
}

describe("a body without a declared length", () => {
  it("lets a DELETE without a body (no Content-Length, as fetch and curl send it) reach its route", async () => {
    const visitor = await send("DELETE", "/api/favorites/1");
    expect(visitor).toEqual({ status: 401, body: expect.objectContaining({ code: "loginRequired" }) });

    const traveller = await app.signUp();
    const added = await app.request<Favorites>("PUT", "/api/favorites/1", { token: traveller.token });
    expect(added.status).toBe(200);
    const removed = await send("DELETE", "/api/favorites/1", { token: traveller.token });
    expect(removed.status).toBe(200);
    const left = await app.request<Favorites>("GET", "/api/favorites", { token: traveller.token });
    expect(expectData(left)).toEqual({ serviceIds: [] });
  });

  it("lets a chunked body under the limit reach its route and its schema", async () => {
    const message = {
      name: "Mila",
      email: "mila@example.com",
      phone: "",
      subject: "Chunked",
      message: "Sent in two pieces",
    };
    const stored = await send("POST", "/api/contact", { chunked: JSON.stringify(message) });
    expect(stored.status).toBe(201);

    const invalid = await send("POST", "/api/contact", {
      chunked: JSON.stringify({ ...message, email: "x" }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "invalidEmail", field: "email" });
  });
});
