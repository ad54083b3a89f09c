import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import { placeBooking } from "../support/bookings.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let app: TestApp;
let sessions: Awaited<ReturnType<typeof operatorSessions>>;
let traveller: { id: string; token: string; email: string };

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  sessions = await operatorSessions(app);
  traveller = await app.signUp("Tess Traveller");
});
afterAll(() => app.close());

const supplier = {
  name: "Kuril Lake Bear Watch",
  email: "bears@kuril.example",
  phone: "+7 415 200 30 40",
  responseTimeHours: 12,
};

/** Every admin route, with a body that would pass its schema. */
const routes: [string, string, unknown?][] = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/suppliers"],
  ["POST", "/api/admin/suppliers", supplier],
  ["GET", "/api/admin/suppliers/2"],
  ["PUT", "/api/admin/suppliers/2", supplier],
  ["POST", "/api/admin/suppliers/2/suspend"],
  ["POST", "/api/admin/suppliers/2/reactivate"],
  ["POST", "/api/admin/suppliers/2/invitations", { email: "owner@example.com" }],
  ["GET", "/api/admin/bookings"],
  ["GET", "/api/admin/messages"],
  ["POST", "/api/admin/messages/1/handled", { handled: true }],
];

describe("who may use the admin API", () => {
  it.each(routes)("%s %s: 401 signed out", async (method, path, body) => {
    const res = await app.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("loginRequired");
  });

  it.each(routes)("%s %s: 404 for a traveller", async (method, path, body) => {
    const res = await app.request(method, path, { body, token: traveller.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("pageNotFound");
  });

  it.each(routes)("%s %s: 404 for a supplier's owner", async (method, path, body) => {
    const res = await app.request(method, path, { body, token: sessions.avacha });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("pageNotFound");
  });

  it("nothing changed for the refused callers", async () => {
    const [row] = await app.services.db.select().from(t.suppliers).where(eq(t.suppliers.id, 2));
    expect(row).toMatchObject({ name: "Bystraya River Anglers", status: "active" });
    const made = await app.services.db.select().from(t.suppliers).where(eq(t.suppliers.name, supplier.name));
    expect(made).toEqual([]);
  });
});

describe("suppliers", () => {
  it("lists every supplier with its owners and services", async () => {
    const res = await app.request("GET", "/api/admin/suppliers", { token: sessions.admin });
    expect(res.status).toBe(200);
    const anglers = res.body.data.find((s: { id: number }) => s.id === 2);
    expect(anglers).toMatchObject({
      name: "Bystraya River Anglers",
      status: "active",
      owners: [{ name: "Olga Rybakova", email: "anglers@peninsula-adventures.example" }],
    });
    expect(anglers.servicesCount).toBeGreaterThan(0);
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual(
      [...res.body.data.map((s: { name: string }) => s.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it.each([
    [{ ...supplier, name: " " }, "name", "nameRequired"],
    [{ ...supplier, email: "not-an-address" }, "email", "invalidEmail"],
    [{ ...supplier, phone: "call me" }, "phone", "invalidPhone"],
    [{ ...supplier, phone: "" }, "phone", "required"],
    [{ ...supplier, responseTimeHours: 0 }, "responseTimeHours", "tooSmall"],
    [{ ...supplier, responseTimeHours: 169 }, "responseTimeHours", "tooLarge"],
    [{ ...supplier, responseTimeHours: 2.5 }, "responseTimeHours", "notWholeNumber"],
    [{ ...supplier, responseTimeHours: "soon" }, "responseTimeHours", "notANumber"],
    [{ ...supplier, status: "suspended" }, "status", "unknownField"],
  ])("refuses %j with a 400 naming the field", async (body, field, code) => {
    const res = await app.request("POST", "/api/admin/suppliers", { token: sessions.admin, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field, code });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.request("POST", "/api/admin/suppliers", {
      token: sessions.admin,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
  });

  let createdId: number;
  it("creates a supplier and its organisation in one go", async () => {
    const res = await app.request("POST", "/api/admin/suppliers", { token: sessions.admin, body: supplier });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      ...supplier,
      status: "active",
      servicesCount: 0,
      owners: [],
      members: [],
      invitations: [],
    });
    createdId = res.body.data.id;
    const [org] = await app.services.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, res.body.data.organizationId));
    expect(org).toMatchObject({ name: supplier.name, slug: "kuril-lake-bear-watch" });
  });

  it("gives a second organisation of the same name its own slug", async () => {
    const res = await app.request("POST", "/api/admin/suppliers", { token: sessions.admin, body: supplier });
    expect(res.status).toBe(201);
    const [org] = await app.services.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, res.body.data.organizationId));
    expect(org!.slug).toBe("kuril-lake-bear-watch-2");
  });

  it("edits the supplier and renames its organisation", async () => {
    const body = { ...supplier, name: "Kuril Lake Bears", responseTimeHours: 48 };
    const res = await app.request("PUT", `/api/admin/suppliers/${createdId}`, {
      token: sessions.admin,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Kuril Lake Bears", responseTimeHours: 48 });
    const [org] = await app.services.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, res.body.data.organizationId));
    expect(org!.name).toBe("Kuril Lake Bears");
    const refused = await app.request("PUT", `/api/admin/suppliers/${createdId}`, {
      token: sessions.admin,
      body: { ...body, responseTimeHours: 500 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("responseTimeHours");
  });

  it.each([
    ["GET", "/api/admin/suppliers/9999", undefined],
    ["PUT", "/api/admin/suppliers/9999", supplier],
    ["POST", "/api/admin/suppliers/9999/suspend", undefined],
    ["POST", "/api/admin/suppliers/9999/reactivate", undefined],
    ["POST", "/api/admin/suppliers/9999/invitations", { email: "someone@example.com" }],
  ])("%s %s: an unknown supplier is 404 supplierNotFound", async (method, path, body) => {
    const res = await app.request(method, path, { token: sessions.admin, body });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("supplierNotFound");
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("a supplier id %s is a 400", async (id) => {
    const res = await app.request("GET", `/api/admin/suppliers/${id}`, { token: sessions.admin });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("supplierId");
  });

  it("shows a supplier's services and team", async () => {
    const res = await app.request("GET", "/api/admin/suppliers/3", { token: sessions.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Avacha Volcano Guides");
    expect(res.body.data.services.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([3, 5]));
    expect(res.body.data.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "operator@peninsula-adventures.example", role: "owner" }),
        expect.objectContaining({ email: "guide@peninsula-adventures.example", role: "member" }),
      ]),
    );
  });
});

describe("suspending a supplier", () => {
  const listed = async () =>
    (await app.request("GET", "/api/services?pageSize=50")).body.data.items.map((s: { id: number }) => s.id);

  it("takes its services out of the catalogue and refuses new bookings; reactivating brings them back", async () => {
    expect(await listed()).toContain(2);
    const { booking } = await placeBooking(app, traveller, { serviceId: 2, daysAhead: 12 });

    const suspended = await app.request("POST", "/api/admin/suppliers/2/suspend", { token: sessions.admin });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.status).toBe("suspended");
    expect(await listed()).not.toContain(2);
    expect((await app.request("GET", "/api/services/2")).status).toBe(404);
    await expect(placeBooking(app, traveller, { serviceId: 2, daysAhead: 13 })).rejects.toThrow(
      /booking failed: 4/,
    );
    // Its bookings stay as they were.
    const kept = await app.request("GET", `/api/admin/bookings?q=${booking.reference}`, {
      token: sessions.admin,
    });
    expect(kept.body.data.items).toEqual([
      expect.objectContaining({ id: booking.id, status: booking.status }),
    ]);
    const overview = await app.request("GET", "/api/admin/overview", { token: sessions.admin });
    expect(overview.body.data.suspendedSuppliers).toBe(1);

    const again = await app.request("POST", "/api/admin/suppliers/2/suspend", { token: sessions.admin });
    expect(again.status).toBe(200);

    const back = await app.request("POST", "/api/admin/suppliers/2/reactivate", { token: sessions.admin });
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe("active");
    expect(await listed()).toContain(2);
    expect((await app.request("GET", "/api/services/2")).status).toBe(200);
  });
});

describe("inviting a supplier's owner", () => {
  it("keeps a pending owner invitation for 7 days and answers its link", async () => {
    const res = await app.request("POST", "/api/admin/suppliers/4/invitations", {
      token: sessions.admin,
      body: { email: "  New.Owner@Example.com " },
    });
    expect(res.status).toBe(201);
    const { id, link, email, role, expiresAt } = res.body.data;
    expect({ email, role }).toEqual({ email: "new.owner@example.com", role: "owner" });
    expect(link).toBe(`http://localhost:3000/operator/invitations/${id}`);
    expect(new Date(expiresAt).getTime() - app.clock.now.getTime()).toBe(7 * 24 * 3600 * 1000);
    const [row] = await app.services.db.select().from(t.invitation).where(eq(t.invitation.id, id));
    expect(row).toMatchObject({ organizationId: "org-supplier-4", status: "pending", role: "owner" });
    const [admin] = await app.services.db
      .select({ id: t.user.id })
      .from(t.user)
      .where(eq(t.user.email, "admin@peninsula-adventures.example"));
    expect(row!.inviterId).toBe(admin!.id);

    // Asking again renews the same invitation.
    const again = await app.request("POST", "/api/admin/suppliers/4/invitations", {
      token: sessions.admin,
      body: { email: "new.owner@example.com" },
    });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(id);

    const detail = await app.request("GET", "/api/admin/suppliers/4", { token: sessions.admin });
    expect(detail.body.data.invitations).toEqual([
      expect.objectContaining({ id, email: "new.owner@example.com", link }),
    ]);
    expect(detail.body.data.pendingInvitations).toBe(1);
  });

  it("refuses someone already on the team with a 409", async () => {
    const res = await app.request("POST", "/api/admin/suppliers/3/invitations", {
      token: sessions.admin,
      body: { email: "GUIDE@peninsula-adventures.example" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "alreadyMember", field: "email" });
  });

  it.each([[{}], [{ email: "nope" }], [{ email: "a@b.example", role: "member" }]])(
    "refuses %j with a 400",
    async (body) => {
      const res = await app.request("POST", "/api/admin/suppliers/4/invitations", {
        token: sessions.admin,
        body,
      });
      expect(res.status).toBe(400);
    },
  );
});

describe("every booking", () => {
  let first: { booking: { id: string; reference: string }; order: { reference: string } };
  beforeAll(async () => {
    first = await placeBooking(app, traveller, { serviceId: 3, daysAhead: 20 });
    await placeBooking(app, traveller, { serviceId: 5, daysAhead: 21 });
  });

  it("lists them newest first with the service, supplier and guest", async () => {
    const res = await app.request("GET", "/api/admin/bookings", { token: sessions.admin });
    expect(res.status).toBe(200);
    const { items, total, page, pageSize } = res.body.data;
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
      (await app.request("GET", `/api/admin/bookings?q=${encodeURIComponent(q)}`, { token: sessions.admin }))
        .body.data.items as { id: string }[];
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
    const pending = await app.request("GET", "/api/admin/bookings?status=pending", { token: sessions.admin });
    expect(pending.body.data.items.every((b: { status: string }) => b.status === "pending")).toBe(true);
    const far = await app.request("GET", "/api/admin/bookings?page=500", { token: sessions.admin });
    expect(far.status).toBe(200);
    expect(far.body.data.items).toEqual([]);
  });

  it.each(["status=lost", "page=0", "page=x", `q=${"x".repeat(101)}`])(
    "refuses ?%s with a 400",
    async (query) => {
      const res = await app.request("GET", `/api/admin/bookings?${query}`, { token: sessions.admin });
      expect(res.status).toBe(400);
    },
  );
});

describe("the contact inbox", () => {
  let messageId: number;
  beforeAll(async () => {
    const sent = await app.request("POST", "/api/contact", {
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
    const open = await app.request("GET", "/api/admin/messages", { token: sessions.admin });
    expect(open.status).toBe(200);
    expect(open.body.data.status).toBe("open");
    expect(open.body.data.messages.map((m: { id: number }) => m.id)).toContain(messageId);
    const before = open.body.data.open;

    const handled = await app.request("POST", `/api/admin/messages/${messageId}/handled`, {
      token: sessions.admin,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(handled.body.data.handledAt).toBe(app.clock.now.toISOString());

    const after = await app.request("GET", "/api/admin/messages", { token: sessions.admin });
    expect(after.body.data.messages.map((m: { id: number }) => m.id)).not.toContain(messageId);
    expect(after.body.data.open).toBe(before - 1);
    const done = await app.request("GET", "/api/admin/messages?status=handled", { token: sessions.admin });
    expect(done.body.data.messages.map((m: { id: number }) => m.id)).toContain(messageId);
    const overview = await app.request("GET", "/api/admin/overview", { token: sessions.admin });
    expect(overview.body.data.unhandledMessages).toBe(before - 1);

    const reopened = await app.request("POST", `/api/admin/messages/${messageId}/handled`, {
      token: sessions.admin,
      body: { handled: false },
    });
    expect(reopened.body.data.handledAt).toBeNull();
  });

  it("answers 404 for an unknown message and 400 for a bad body or filter", async () => {
    const missing = await app.request("POST", "/api/admin/messages/99999/handled", {
      token: sessions.admin,
      body: { handled: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("contactMessageNotFound");
    for (const body of [{}, { handled: "yes" }]) {
      const res = await app.request("POST", `/api/admin/messages/${messageId}/handled`, {
        token: sessions.admin,
        body,
      });
      expect(res.status).toBe(400);
    }
    const filter = await app.request("GET", "/api/admin/messages?status=spam", { token: sessions.admin });
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

    const res = await app.request("GET", "/api/admin/overview", { token: sessions.admin });
    expect(res.status).toBe(200);
    const data = res.body.data;
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
