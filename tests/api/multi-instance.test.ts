import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, cartItem } from "../support/factories.ts";
import { createAuth } from "../../server/auth.ts";
import { SUPPLIER_OWNERS, seedOperators } from "../../server/db/seed-operators.ts";
import { bearerFor, engine, freshDatabase, testEnv } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Answer, Envelope } from "../support/answers.ts";
import type { EditedService, ServicePage, SignedUp } from "../support/api-views.ts";
import type { CreatedOrder } from "../../core/views.ts";

// Two real server processes on one PostgreSQL database. PGlite is one process per folder by design.
describe.skipIf(engine !== "postgres")("two server processes on one PostgreSQL", () => {
  const ports = [39101, 39102];
  const children: ChildProcess[] = [];
  let drop: () => Promise<void>;
  let url: string;
  let operatorToken: string;
  // Signed up here too: the sign-up limit (per address) belongs to the first test.
  let traveller: { id: string; token: string };

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    url = fresh.url!;
    const auth = createAuth(fresh.database.db, testEnv);
    await seedOperators(fresh.database.db, auth);
    // Avacha's owner, signed in here: the sign-in limit belongs to the first test.
    const owner = SUPPLIER_OWNERS[3]!;
    operatorToken = bearerFor(
      (await auth.api.signInEmail({ body: { email: owner.email, password: owner.password } })).token,
    );
    const signedUp = await auth.api.signUpEmail({
      body: { name: "Hold", email: "hold@example.com", password: "Kamchatka-2026" },
    });
    traveller = { id: signedUp.user.id, token: bearerFor(signedUp.token) };
    await fresh.database.close();
    for (const port of ports) {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-server.ts"], {
        // Copies kept for a minute: only the change signal can make them fresh within a second.
        env: { ...process.env, PORT: String(port), DATABASE_URL: fresh.url, PAGE_CACHE_SECONDS: "60" },
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

  const call = async <T = unknown>(
    port: number,
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<T>> => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  };

  it("share sessions, seats and rate limits", async () => {
    const [a, b] = ports as [number, number];
    // A session made on one instance works on the other.
    const signup = await call<SignedUp>(a, "POST", "/api/signup", {
      name: "Ana",
      email: "ana@example.com",
      password: "Kamchatka-2026",
    });
    expect(signup.status).toBe(201);
    const { token, user } = expectData(signup);
    const cart = await call(b, "GET", `/api/cart/${user.id}`, undefined, token);
    expect(cart.status).toBe(200);

    // Eight buyers race for one 4-seat evening slot through both instances: exactly four win.
    const buyers = [];
    for (let i = 0; i < 4; i++) {
      const res = await call<SignedUp>(ports[i % 2]!, "POST", "/api/signup", {
        name: `B${i}`,
        email: `b${i}@example.com`,
        password: "Kamchatka-2026",
      });
      buyers.push(expectData(res));
    }
    const item = cartItem(
      { clock: { now: new Date() } },
      { serviceId: 2, daysAhead: 25, time: "18:00", guests: 1 },
    );
    const attempts = buyers.flatMap((buyer) => [
      call<CreatedOrder>(a, "POST", "/api/bookings", bookingBody([item]), buyer.token),
      call<CreatedOrder>(b, "POST", "/api/bookings", bookingBody([item]), buyer.token),
    ]);
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const service = await call<ServicePage>(b, "GET", "/api/services/2");
    const slot = expectData(service)
      .availability.find((d: { date: string }) => d.date === item.dates.startDate)!
      .timeSlots.find((s: { time: string }) => s.time === "18:00");
    expect(slot!.booked).toBe(4);

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

  /** Asks `path` on `port` until `ready` holds of the answer's data, for at most a second. */
  const within1s = async (port: number, path: string, ready: (data: ServicePage) => boolean) => {
    const until = Date.now() + 1_000;
    for (;;) {
      const answer = await call<ServicePage>(port, "GET", path);
      if (ready(expectData(answer))) return expectData(answer);
      if (Date.now() > until) throw new Error(`${path} on ${port} still stale after 1 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("a price edited on one instance and a hold taken on the other are seen on both within a second", async () => {
    const [a, b] = ports as [number, number];
    // B keeps service 3 (its catalogue entry, its seats and the page cache's copy) for a minute: a
    // price written to the database behind its back, with no signal, stays unseen there.
    const before = expectData(await call<ServicePage>(b, "GET", "/api/services/3"));
    const behindItsBack = new pg.Client({ connectionString: url });
    await behindItsBack.connect();
    await behindItsBack.query("update services set price_cents = price_cents + 1 where id = 3");
    await behindItsBack.end();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(expectData(await call<ServicePage>(b, "GET", "/api/services/3")).priceCents).toBe(
      before.priceCents,
    );

    const { category, difficulty, originalPriceCents, durationDays, groupMin, groupMax, content } =
      expectData(await call<EditedService>(a, "GET", "/api/operator/services/3", undefined, operatorToken));
    const edit = { category, difficulty, originalPriceCents, durationDays, groupMin, groupMax, content };
    const priceCents = before.priceCents + 1_000;
    const saved = await call(a, "PUT", "/api/operator/services/3", { ...edit, priceCents }, operatorToken);
    expect(saved.status).toBe(200);
    const after = await within1s(b, "/api/services/3", (data) => data.priceCents === priceCents);
    expect(after.priceCents).toBe(priceCents);

    // A traveller holds two seats through B; A's copy of the seats shows them.
    const seatsOf = (data: ServicePage, date: string) =>
      data.availability.find((d) => d.date === date)!.timeSlots[0]!.booked;
    const item = cartItem({ clock: { now: new Date() } }, { serviceId: 3, daysAhead: 30, guests: 2 });
    const onA = await within1s(a, "/api/services/3", (data) => data.priceCents === priceCents);
    const heldBefore = seatsOf(onA, item.dates.startDate);
    const time = onA.availability.find((d: { date: string }) => d.date === item.dates.startDate)!
      .timeSlots[0]!.time;
    expect(
      (await call(b, "POST", `/api/cart/${traveller.id}`, { ...item, selectedTime: time }, traveller.token))
        .status,
    ).toBe(201);
    expect((await call(b, "POST", "/api/checkout/hold", undefined, traveller.token)).status).toBe(201);
    const held = await within1s(
      a,
      "/api/services/3",
      (data) => seatsOf(data, item.dates.startDate) === heldBefore + 2,
    );
    expect(seatsOf(held, item.dates.startDate)).toBe(heldBefore + 2);
  });
});
