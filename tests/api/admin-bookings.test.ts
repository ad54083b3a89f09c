import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import type { User } from "../support/accounts.ts";
import { placeBooking } from "../support/bookings.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  AdminBookings,
  AdminSupplier,
  ContactInbox,
  ContactSent,
  Handled,
  PlatformOverview,
} from "../support/api-views.ts";

// The admin area: every booking, the contact inbox and the platform's figures.

let app: TestApp;
let sessions: Sessions;
let traveller: User;
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z"), traveller: "Tess Traveller" }, async (made) => {
  ({ app, ops: sessions, traveller } = made);
  // Something to count besides what the tests add: a booking of the anglers' trip, and two
  // suppliers of the admin's making (six active with the four seeded).
  await placeBooking(app, traveller, { serviceId: 2, daysAhead: 12 });
  for (const name of ["Kuril Lake Bear Watch", "Kuril Lake Bears"]) {
    const made = await app.request<AdminSupplier>("POST", "/api/admin/suppliers", {
      token: sessions.admin,
      body: { name, email: "bears@kuril.example", phone: "+7 415 200 30 40", responseTimeHours: 12 },
    });
    expect(made.status).toBe(201);
  }
});

describe("every booking", () => {
  let first: { booking: { id: string; reference: string }; order: { reference: string } };
  beforeAll(async () => {
    first = await placeBooking(app, traveller, { serviceId: 3, daysAhead: 20 });
    await placeBooking(app, traveller, { serviceId: 5, daysAhead: 21 });
  });

  it("lists them newest first with the service, supplier and guest", async () => {
    const res = await app.request<AdminBookings>("GET", "/api/admin/bookings", { token: sessions.admin });
    expect(res.status).toBe(200);
    const { items, total, page, pageSize } = expectData(res);
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 25 });
    expect(total).toBeGreaterThanOrEqual(3);
    const created = items.map((b: { createdAt: string }) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const row = items.find((b: { id: string }) => b.id === first.booking.id);
    expect(row).toMatchObject({
      reference: first.booking.reference,
      orderReference: first.order.reference,
      serviceId: 3,
      supplier: "Avacha Volcano Guides",
      guest: { email: "traveller@example.com" },
    });
  });

  it("finds a booking by its reference, its order's reference or the guest's e-mail", async () => {
    const search = async (q: string) =>
      expectData(
        await app.request<AdminBookings>("GET", `/api/admin/bookings?q=${encodeURIComponent(q)}`, {
          token: sessions.admin,
        }),
      ).items as { id: string }[];
    expect((await search(first.booking.reference.toLowerCase())).map((b) => b.id)).toEqual([
      first.booking.id,
    ]);
    expect((await search(first.order.reference)).map((b) => b.id)).toContain(first.booking.id);
    expect((await search("TRAVELLER@example")).length).toBeGreaterThanOrEqual(3);
    expect(await search("nobody@nowhere.example")).toEqual([]);
    // Wildcards are letters.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("filters by status and pages", async () => {
    const pending = await app.request<AdminBookings>("GET", "/api/admin/bookings?status=pending", {
      token: sessions.admin,
    });
    expect(expectData(pending).items.every((b: { status: string }) => b.status === "pending")).toBe(true);
    const far = await app.request<AdminBookings>("GET", "/api/admin/bookings?page=500", {
      token: sessions.admin,
    });
    expect(far.status).toBe(200);
    expect(expectData(far).items).toEqual([]);
  });

  it.each(["status=lost", "page=0", "page=x", `q=${"x".repeat(101)}`])(
    "refuses ?%s with a 400",
    async (query) => {
      const res = await app.request<AdminBookings>("GET", `/api/admin/bookings?${query}`, {
        token: sessions.admin,
      });
      expect(res.status).toBe(400);
    },
  );
});

describe("the contact inbox", () => {
  let messageId: number;
  beforeAll(async () => {
    const sent = await app.request<ContactSent>("POST", "/api/contact", {
      ip: "192.0.2.77",
      body: {
        name: "Ana",
        email: "ana@example.com",
        phone: "",
        subject: "Group of 12",
        message: "Can you host us?",
      },
    });
    expect(sent.status).toBe(201);
    const [row] = await app.services.db
      .select({ id: t.contactMessages.id })
      .from(t.contactMessages)
      .where(eq(t.contactMessages.email, "ana@example.com"));
    messageId = row!.id;
  });

  it("shows the messages not yet handled by default, and marks them handled and back", async () => {
    const open = await app.request<ContactInbox>("GET", "/api/admin/messages", { token: sessions.admin });
    expect(open.status).toBe(200);
    expect(expectData(open).status).toBe("open");
    expect(expectData(open).messages.map((m: { id: number }) => m.id)).toContain(messageId);
    const before = expectData(open).open;

    const handled = await app.request<Handled>("POST", `/api/admin/messages/${messageId}/handled`, {
      token: sessions.admin,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(expectData(handled).handledAt).toBe(app.clock.now.toISOString());

    const after = await app.request<ContactInbox>("GET", "/api/admin/messages", { token: sessions.admin });
    expect(expectData(after).messages.map((m: { id: number }) => m.id)).not.toContain(messageId);
    expect(expectData(after).open).toBe(before - 1);
    const done = await app.request<ContactInbox>("GET", "/api/admin/messages?status=handled", {
      token: sessions.admin,
    });
    expect(expectData(done).messages.map((m: { id: number }) => m.id)).toContain(messageId);
    const overview = await app.request<PlatformOverview>("GET", "/api/admin/overview", {
      token: sessions.admin,
    });
    expect(expectData(overview).unhandledMessages).toBe(before - 1);

    const reopened = await app.request<Handled>("POST", `/api/admin/messages/${messageId}/handled`, {
      token: sessions.admin,
      body: { handled: false },
    });
    expect(expectData(reopened).handledAt).toBeNull();
  });

  it("answers 404 for an unknown message and 400 for a bad body or filter", async () => {
    const missing = await app.request<Handled>("POST", "/api/admin/messages/99999/handled", {
      token: sessions.admin,
      body: { handled: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("contactMessageNotFound");
    for (const body of [{}, { handled: "yes" }]) {
      const res = await app.request<Handled>("POST", `/api/admin/messages/${messageId}/handled`, {
        token: sessions.admin,
        body,
      });
      expect(res.status).toBe(400);
    }
    const filter = await app.request<ContactInbox>("GET", "/api/admin/messages?status=spam", {
      token: sessions.admin,
    });
    expect(filter.status).toBe(400);
  });
});

describe("platform figures", () => {
  it("counts bookings and revenue this month, requests, suppliers, services, travellers and messages", async () => {
    // The database stamps rows by its own clock: date the bookings by the test's.
    const { db } = app.services;
    const all = await db.select().from(t.bookings);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const [old, cancelled, ...recent] = all;
    await db.update(t.bookings).set({ createdAt: new Date(app.clock.now.getTime() - 3_600_000) });
    await db
      .update(t.bookings)
      .set({ createdAt: new Date("2026-10-15T00:00:00Z") })
      .where(eq(t.bookings.id, old!.id));
    await db.update(t.bookings).set({ status: "cancelled" }).where(eq(t.bookings.id, cancelled!.id));

    const res = await app.request<PlatformOverview>("GET", "/api/admin/overview", { token: sessions.admin });
    expect(res.status).toBe(200);
    const data = expectData(res);
    expect(data.thisMonth).toEqual({
      from: "2026-10-31T12:00:00.000Z",
      bookings: recent.length + 1,
      revenueCents: recent.reduce((sum, b) => sum + b.totalCents, 0),
    });
    expect(data.lastMonth).toEqual({
      from: "2026-09-30T12:00:00.000Z",
      bookings: 1,
      revenueCents: old!.totalCents,
    });
    expect(data.pendingRequests).toBe(
      all.filter((b) => b.status === "pending").length - (cancelled!.status === "pending" ? 1 : 0),
    );
    expect(data.overdueRequests).toBe(0);
    expect(data.activeSuppliers).toBe(6);
    expect(data.suspendedSuppliers).toBe(0);
    expect(data.servicesLive).toBeGreaterThan(0);
    // The signed-up traveller counts; owners, staff and the admin do not.
    expect(data.travellers).toBe(1);
  });
});
