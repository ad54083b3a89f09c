import { request as httpRequest } from "node:http";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app.ts";
import {
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
  inputLimits,
  SERVICE_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "../../server/input-limits.ts";
import { contactMessage } from "../support/factories.ts";
import { useSocketApp } from "../support/socket-app.ts";
import { testEnv, type TestApp } from "../support/test-app.ts";
import type { Envelope } from "../support/answers.ts";

// Issue 14, item 1: input limits. A body larger than its route takes is refused before it is read
// (413). Control characters, content types and Better Auth's own writes: input-checks.test.ts.

let app: TestApp;
let port: number;
useSocketApp((made) => ({ app, port } = made));

const MB = 1024 * 1024;
/**
 * Sends `size` bytes over a real socket, declared (Content-Length) or chunked, and resolves when
 * the answer's head and body are in: its status, body and how long that took.
 */
function sendLarge(path: string, size: number, mode: "content-length" | "chunked", headers = {}) {
  return new Promise<{ status: number; body: Envelope<unknown>; ms: number }>((resolve, reject) => {
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
    const under = await post(JSON.stringify(contactMessage({ message: "x".repeat(60_000) })));
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
