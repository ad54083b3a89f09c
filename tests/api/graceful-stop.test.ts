import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CreatedOrder } from "../../core/views.ts";
import type { Success } from "../support/answers.ts";
import type { SignedUp } from "../support/api-views.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { engine, testEnv } from "../support/test-app.ts";

// Issue 25 item 15, decision 032: SIGTERM during 16 bookings on PGlite loses none. The probe saw 7
// of 16 reset on PGlite (0 on PostgreSQL). The real stop (server/shutdown.ts) in a server process on
// a PGlite data folder; after the signal, each booking has its answer or was refused before the
// server took it (ECONNREFUSED), never reset; after a restart on the same folder, every booking
// answered 201 is there.

const BOOKINGS = 16;
const root = mkdtempSync(path.join(tmpdir(), "pa-stop-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** The server on the folder, once it says it is ready: the process and its port. */
async function start(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/stopping-server.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", LOG_REQUESTS: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
  return { child, port };
}

type Outcome = { status: number; body: unknown } | { error: string };

/** One request on a connection of its own, from the client address `client` (through TRUST_PROXY). */
function send(port: number, method: string, url: string, client: string, body?: unknown, token?: string) {
  return new Promise<Outcome>((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent: false,
        headers: {
          origin: testEnv.baseUrl,
          "x-forwarded-for": client,
          ...(text ? { "content-type": "application/json", "content-length": Buffer.byteLength(text) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let received = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (received += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(received) }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(text);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
  );

describe.skipIf(engine !== "pglite")("SIGTERM on PGlite", () => {
  it(`finishes the ${BOOKINGS} bookings in flight: each answered or refused, none reset, none lost`, async () => {
    const dataDir = path.join(root, "data");
    const first = await start(dataDir);
    const travellers = await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, i) => {
        const res = await send(first.port, "POST", "/api/signup", `198.51.100.${i + 1}`, {
          name: `Stopping ${i}`,
          email: `stopping-${i}@example.com`,
          password: "Kamchatka-trail-2026",
        });
        if (!("status" in res) || res.status !== 201) throw new Error(`sign-up: ${JSON.stringify(res)}`);
        return (res.body as { data: SignedUp }).data;
      }),
    );
    const now = { clock: { now: new Date() } };
    const bookings = travellers.map((traveller, i) =>
      send(
        first.port,
        "POST",
        "/api/bookings",
        `203.0.113.${i + 1}`,
        bookingBody([cartItem(now, { serviceId: 2, daysAhead: 20 + i, guests: 1 })]),
        traveller.token,
      ),
    );
    // The signal while they are in flight: sent, none answered yet.
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill("SIGTERM");
    const outcomes = await Promise.all(bookings);
    expect(await exited(first.child)).toBe(0);
    const failures = outcomes.filter((outcome) => "error" in outcome && outcome.error !== "ECONNREFUSED");
    expect(failures).toEqual([]);
    const answered = outcomes.filter(
      (outcome): outcome is { status: number; body: unknown } => "status" in outcome,
    );
    expect(answered.filter((outcome) => outcome.status >= 500)).toEqual([]);
    const made = answered.filter((outcome) => outcome.status === 201);
    // The requests had reached the server before the signal: it took them and finished them.
    expect(made.length).toBeGreaterThan(0);

    // Started again on the same folder, every booking answered 201 is there.
    const second = await start(dataDir);
    for (const [i, outcome] of outcomes.entries()) {
      if (!("status" in outcome) || outcome.status !== 201) continue;
      const { bookings: booked } = (outcome.body as Success<CreatedOrder>).data;
      const found = await send(
        second.port,
        "GET",
        `/api/booking/${booked[0]!.id}`,
        "192.0.2.1",
        undefined,
        travellers[i]!.token,
      );
      expect("status" in found && found.status, JSON.stringify(found)).toBe(200);
    }
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
    console.log(
      `SIGTERM during ${BOOKINGS} bookings: ${made.length} made, ${BOOKINGS - answered.length} refused, 0 lost`,
    );
  }, 90_000);
});
