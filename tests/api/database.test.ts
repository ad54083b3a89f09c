import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import * as t from "../../server/db/schema.ts";
import { seedCatalog } from "../../server/db/seed.ts";
import { DEMO_ACCOUNT, seedDemo } from "../../server/db/seed-demo.ts";
import { resetDemoStory } from "../../server/db/demo-reset.ts";
import { seedOperators, seedOperatorStory, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { seededReviews, seedReviews } from "../../server/db/seed-reviews.ts";
import { createTestApp, engine, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { ApiToken, Bookings, ConsoleBookings } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function counts() {
  const { db } = app.services;
  const tables = [
    t.services,
    t.suppliers,
    t.serviceImages,
    t.slotSchedule,
    t.user,
    t.orders,
    t.bookings,
    t.transactions,
    t.referrals,
    t.slotInventory,
  ];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
}

describe("seed", () => {
  it("gives the demo account bookings in every status, points and referrals, and a second run adds nothing", async () => {
    const { db, auth } = app.services;
    await seedDemo(db, auth, app.clock.now);
    const first = await counts();
    await seedCatalog(db);
    await seedDemo(db, auth, app.clock.now);
    expect(await counts()).toEqual(first);

    const signIn = await app.request<ApiToken>("POST", "/api/auth/token", {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      ip: "192.0.2.150",
    });
    const { token } = expectData(signIn, 200);
    const me = await app.request("GET", "/api/auth/get-session", { token });
    const list = await app.request<Bookings>("GET", `/api/bookings/${me.body!.user!.id}`, { token });
    const statuses = new Set(expectData(list).map((b: { status: string }) => b.status));
    expect([...statuses].sort()).toEqual(["cancelled", "completed", "confirmed", "pending", "rejected"]);
    const [referrals] = await db.select({ n: count() }).from(t.referrals);
    expect(referrals!.n).toBe(2);
  });

  it("gives Avacha an inbox of requests with deadlines ahead, and demo:reset tells the story again later", async () => {
    const { db, auth } = app.services;
    await seedOperators(db, auth, app.clock.now);
    await seedOperatorStory(db, auth, app.clock.now);
    await seedReviews(db, auth, app.clock.now);
    const signIn = async () => {
      const res = await app.request<ApiToken>("POST", "/api/auth/token", {
        body: { email: SUPPLIER_OWNERS[3]!.email, password: SUPPLIER_OWNERS[3]!.password },
        ip: "192.0.2.151",
      });
      return expectData(res, 200).token;
    };
    const inbox = async () =>
      expectData(
        await app.request<ConsoleBookings>("GET", "/api/operator/bookings?status=pending", {
          token: await signIn(),
        }),
      ) as {
        supplierDeadline: string;
        startDate: string;
      }[];
    const first = await inbox();
    expect(first).toHaveLength(3);
    expect(first.every((b) => new Date(b.supplierDeadline) > app.clock.now)).toBe(true);

    // A month later, the story is told again from that day: deadlines ahead again, nothing doubled.
    const later = new Date(app.clock.now.getTime() + 30 * 86_400_000);
    app.clock.now = later;
    await resetDemoStory(db, auth, later);
    const again = await inbox();
    expect(again).toHaveLength(3);
    expect(again.every((b) => new Date(b.supplierDeadline) > later)).toBe(true);
    expect(again.map((b) => b.startDate).sort()[0]! > first.map((b) => b.startDate).sort()[0]!).toBe(true);
    const [demoUser] = await db
      .select({ id: t.user.id })
      .from(t.user)
      .where(eq(t.user.email, DEMO_ACCOUNT.email));
    const demoBookings = await db
      .select({ n: count() })
      .from(t.bookings)
      .where(eq(t.bookings.userId, demoUser!.id));
    expect(demoBookings[0]!.n).toBe(6);
    // The reviewers' trips are told again too, not added twice: theirs and the demo's two reviews.
    const [rated] = await db.select({ n: count() }).from(t.bookings).where(isNotNull(t.bookings.rating));
    expect(rated!.n).toBe(seededReviews.length + 2);
    // Seats are recounted: no slot holds more than its living bookings.
    const drift = await db.execute(
      sql`select count(*)::int as n from slot_inventory s where s.booked <> coalesce((select sum(b.guests) from bookings b where b.slot_id = s.id and b.status in ('pending','confirmed','completed')), 0)`,
    );
    expect(Number((drift as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });

  it("keeps the spec's service ids and moves the sequence past them", async () => {
    const { db } = app.services;
    const [row] = await db
      .insert(t.services)
      .values({
        category: "tours",
        title: "New",
        supplierId: 1,
        location: "Esso",
        description: "d",
        durationDays: 1,
        groupMin: 1,
        groupMax: 2,
        priceCents: 100,
        difficulty: "easy",
      })
      .returning({ id: t.services.id });
    expect(row!.id).toBe(7);
  });
});

describe.skipIf(engine !== "pglite")("PGlite data folder", () => {
  it("is locked to one process and released on close", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pa-lock-"));
    const first = await openDatabase({ dataDir });
    // Another process's lock: the pid of this test's parent, which is alive.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});
