import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, cartItem } from "../support/factories.ts";
import { engine, freshDatabase } from "../support/test-app.ts";

// Two real server processes on one PostgreSQL database. PGlite is one process per folder by design.
describe.skipIf(engine !== "postgres")("two server processes on one PostgreSQL", () => {
  const ports = [39101, 39102];
  const children: ChildProcess[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    await fresh.database.close();
    for (const port of ports) {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-server.ts"], {
        env: { ...process.env, PORT: String(port), DATABASE_URL: fresh.url },
        stdio: ["ignore", "pipe", "inherit"],
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
        child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
      });
    }
  });

  afterAll(async () => {
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")))),
    );
    await drop?.();
  });

  const call = async (port: number, method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };

  it("share sessions, seats and rate limits", async () => {
    const [a, b] = ports as [number, number];
    // A session made on one instance works on the other.
    const signup = await call(a, "POST", "/api/signup", {
      name: "Ana",
      email: "ana@example.com",
      password: "Kamchatka-2026",
    });
    expect(signup.status).toBe(201);
    const { token, user } = signup.body.data;
    const cart = await call(b, "GET", `/api/cart/${user.id}`, undefined, token);
    expect(cart.status).toBe(200);

    // Eight buyers race for one 4-seat evening slot through both instances: exactly four win.
    const buyers = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(ports[i % 2]!, "POST", "/api/signup", {
        name: `B${i}`,
        email: `b${i}@example.com`,
        password: "Kamchatka-2026",
      });
      buyers.push(res.body.data);
    }
    const item = cartItem(
      { clock: { now: new Date() } },
      { serviceId: 2, daysAhead: 25, time: "18:00", guests: 1 },
    );
    const attempts = buyers.flatMap((buyer) => [
      call(a, "POST", "/api/bookings", bookingBody([item]), buyer.token),
      call(b, "POST", "/api/bookings", bookingBody([item]), buyer.token),
    ]);
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const service = await call(b, "GET", "/api/services/2");
    const slot = service.body.data.availability
      .find((d: { date: string }) => d.date === item.dates.startDate)
      .timeSlots.find((s: { time: string }) => s.time === "18:00");
    expect(slot.booked).toBe(4);

    // The sign-in limit counts attempts on both instances together.
    const signIns = [];
    for (let i = 0; i < 4; i++) {
      signIns.push(
        (
          await call(ports[i % 2]!, "POST", "/api/auth/sign-in/email", {
            email: "ana@example.com",
            password: "wrong1",
          })
        ).status,
      );
    }
    expect(signIns).toEqual([401, 401, 401, 429]);
  });
});
