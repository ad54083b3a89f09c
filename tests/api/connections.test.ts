import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useSocketApp } from "../support/socket-app.ts";
import { testEnv } from "../support/test-app.ts";

// Issue 25, item 15 (the probe): a 413 closes its connection cleanly, `Expect: 100-continue` gets
// the 413 without "100 Continue" first, and a 100 KB address is answered 414, not reset.

let port: number;
useSocketApp((made) => ({ port } = made));

const MB = 1024 * 1024;

/** One request through `agent`: its status and headers once the answer's body is in. */
function send(agent: Agent, method: string, path: string, body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        agent,
        method,
        path,
        headers: {
          origin: testEnv.baseUrl,
          ...(body ? { "content-type": "application/json", "content-length": String(body.length) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    // The server closes a connection whose body it will not read: the answer is what counts.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    req.end(body);
  });
}

/** Writes `head` (and whatever follows) on a raw socket; resolves with everything read until it closes. */
function raw(head: string, after?: (socket: ReturnType<typeof connect>, got: () => string) => void) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let got = "";
    socket.on("data", (chunk: Buffer) => (got += chunk.toString("latin1")));
    socket.on("error", () => resolve(got));
    socket.on("close", () => resolve(got));
    socket.write(head);
    after?.(socket, () => got);
  });
}

describe("refusals that close the connection cleanly", () => {
  it("answers a 1 MB body 413 with Connection: close, and the next request on the same agent is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, "POST", "/api/contact", Buffer.alloc(MB, "a"));
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("close");
      const next = await send(agent, "GET", "/api/services");
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("answers Expect: 100-continue with the 413 and no 100 Continue before it; a small body gets its 100", async () => {
    const refused = await raw(
      [
        "POST /api/contact HTTP/1.1",
        "Host: 127.0.0.1",
        `Origin: ${testEnv.baseUrl}`,
        "Content-Type: application/json",
        `Content-Length: ${MB}`,
        "Expect: 100-continue",
        "",
        "",
      ].join("\r\n"),
    );
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused).not.toContain("100 Continue");
    expect(refused.toLowerCase()).toContain("connection: close");
    expect(refused).toContain('"code":"bodyTooLarge"');

    const body = JSON.stringify({ name: "A", email: "a@example.com", subject: "Hi", message: "Hello there" });
    const taken = await raw(
      [
        "POST /api/contact HTTP/1.1",
        "Host: 127.0.0.1",
        `Origin: ${testEnv.baseUrl}`,
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Expect: 100-continue",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
      (socket, got) => {
        const wait = setInterval(() => {
          if (!got().startsWith("HTTP/1.1 100 Continue")) return;
          clearInterval(wait);
          socket.write(body);
        }, 10);
        socket.on("close", () => clearInterval(wait));
      },
    );
    expect(taken).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 [2-4]\d\d /);
    expect(taken).not.toMatch(/HTTP\/1\.1 413/);
  });

  it("answers a 100 KB address 414 in our error shape, not a reset", async () => {
    const answer = await raw(
      `GET /api/services?q=${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(answer).toContain('{"success":false,"error":"The address is too long","code":"uriTooLong"}');
  });

  it("answers 431 for headers too large, and 400 as Node does for a request it cannot parse", async () => {
    const headers = await raw(
      `GET /api/services HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"b".repeat(32 * 1024)}\r\n\r\n`,
    );
    expect(headers).toMatch(/^HTTP\/1\.1 431 /);
    expect(await raw("NOT A REQUEST\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request/);
  });
});
