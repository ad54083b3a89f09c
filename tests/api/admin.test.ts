import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import type { User } from "../support/accounts.ts";
import { placeBooking } from "../support/bookings.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  AdminBookings,
  AdminSupplier,
  AdminSuppliers,
  CatalogPage,
  OwnerInvitation,
  PlatformOverview,
  ServicePage,
} from "../support/api-views.ts";

// The admin area: who may use it, and the suppliers. Bookings, the contact inbox and the platform's
// figures: admin-bookings.test.ts.

let app: TestApp;
let sessions: Sessions;
let traveller: User;
useConsoleApp(
  { now: new Date("2026-11-22T03:00:00Z"), traveller: "Tess Traveller" },
  (made) => ({ app, ops: sessions, traveller } = made),
);

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
    const res = await app.request<AdminSuppliers>("GET", "/api/admin/suppliers", { token: sessions.admin });
    expect(res.status).toBe(200);
    const anglers = expectData(res).find((s: { id: number }) => s.id === 2);
    expect(anglers).toMatchObject({
      name: "Bystraya River Anglers",
      status: "active",
      owners: [{ name: "Olga Rybakova", email: "anglers@peninsula-adventures.example" }],
    });
    expect(anglers!.servicesCount).toBeGreaterThan(0);
    expect(expectData(res).map((s: { name: string }) => s.name)).toEqual(
      [...expectData(res).map((s: { name: string }) => s.name)].sort((a, b) => a.localeCompare(b)),
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
    const res = await app.request<AdminSupplier>("POST", "/api/admin/suppliers", {
      token: sessions.admin,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field, code });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.request<AdminSupplier>("POST", "/api/admin/suppliers", {
      token: sessions.admin,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
  });

  let createdId: number;
  it("creates a supplier and its organisation in one go", async () => {
    const res = await app.request<AdminSupplier>("POST", "/api/admin/suppliers", {
      token: sessions.admin,
      body: supplier,
    });
    expect(res.status).toBe(201);
    expect(expectData(res)).toMatchObject({
      ...supplier,
      status: "active",
      servicesCount: 0,
      owners: [],
      members: [],
      invitations: [],
    });
    createdId = expectData(res).id;
    const [org] = await app.services.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, expectData(res).organizationId!));
    expect(org).toMatchObject({ name: supplier.name, slug: "kuril-lake-bear-watch" });
  });

  it("gives a second organisation of the same name its own slug", async () => {
    const res = await app.request<AdminSupplier>("POST", "/api/admin/suppliers", {
      token: sessions.admin,
      body: supplier,
    });
    expect(res.status).toBe(201);
    const [org] = await app.services.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, expectData(res).organizationId!));
    expect(org!.slug).toBe("kuril-lake-bear-watch-2");
  });

  it("edits the supplier and renames its organisation", async () => {
    const body = { ...supplier, name: "Kuril Lake Bears", responseTimeHours: 48 };
    const res = await app.request<AdminSupplier>("PUT", `/api/admin/suppliers/${createdId}`, {
      token: sessions.admin,
      body,
    });
    expect(res.status).toBe(200);
    expect(expectData(res)).toMatchObject({ name: "Kuril Lake Bears", responseTimeHours: 48 });
    const [org] = await app.services.db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, expectData(res).organizationId!));
    expect(org!.name).toBe("Kuril Lake Bears");
    const refused = await app.request<AdminSupplier>("PUT", `/api/admin/suppliers/${createdId}`, {
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
    const res = await app.request<AdminSupplier>("GET", `/api/admin/suppliers/${id}`, {
      token: sessions.admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("supplierId");
  });

  it("shows a supplier's services and team", async () => {
    const res = await app.request<AdminSupplier>("GET", "/api/admin/suppliers/3", { token: sessions.admin });
    expect(res.status).toBe(200);
    expect(expectData(res).name).toBe("Avacha Volcano Guides");
    expect(expectData(res).services.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([3, 5]));
    expect(expectData(res).members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "operator@peninsula-adventures.example", role: "owner" }),
        expect.objectContaining({ email: "guide@peninsula-adventures.example", role: "member" }),
      ]),
    );
  });
});

describe("suspending a supplier", () => {
  const listed = async () =>
    expectData(await app.request<CatalogPage>("GET", "/api/services?pageSize=50")).items.map(
      (s: { id: number }) => s.id,
    );

  it("takes its services out of the catalogue and refuses new bookings; reactivating brings them back", async () => {
    expect(await listed()).toContain(2);
    const { booking } = await placeBooking(app, traveller, { serviceId: 2, daysAhead: 12 });

    const suspended = await app.request<AdminSupplier>("POST", "/api/admin/suppliers/2/suspend", {
      token: sessions.admin,
    });
    expect(suspended.status).toBe(200);
    expect(expectData(suspended).status).toBe("suspended");
    expect(await listed()).not.toContain(2);
    expect((await app.request<ServicePage>("GET", "/api/services/2")).status).toBe(404);
    await expect(placeBooking(app, traveller, { serviceId: 2, daysAhead: 13 })).rejects.toThrow(
      /booking failed: 4/,
    );
    // Its bookings stay as they were.
    const kept = await app.request<AdminBookings>("GET", `/api/admin/bookings?q=${booking.reference}`, {
      token: sessions.admin,
    });
    expect(expectData(kept).items).toEqual([
      expect.objectContaining({ id: booking.id, status: booking.status }),
    ]);
    const overview = await app.request<PlatformOverview>("GET", "/api/admin/overview", {
      token: sessions.admin,
    });
    expect(expectData(overview).suspendedSuppliers).toBe(1);

    const again = await app.request<AdminSupplier>("POST", "/api/admin/suppliers/2/suspend", {
      token: sessions.admin,
    });
    expect(again.status).toBe(200);

    const back = await app.request<AdminSupplier>("POST", "/api/admin/suppliers/2/reactivate", {
      token: sessions.admin,
    });
    expect(back.status).toBe(200);
    expect(expectData(back).status).toBe("active");
    expect(await listed()).toContain(2);
    expect((await app.request<ServicePage>("GET", "/api/services/2")).status).toBe(200);
  });
});

describe("inviting a supplier's owner", () => {
  it("keeps a pending owner invitation for 7 days and answers its link", async () => {
    const res = await app.request<OwnerInvitation>("POST", "/api/admin/suppliers/4/invitations", {
      token: sessions.admin,
      body: { email: "  New.Owner@Example.com " },
    });
    expect(res.status).toBe(201);
    const { id, link, email, role, expiresAt } = expectData(res);
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
    const again = await app.request<OwnerInvitation>("POST", "/api/admin/suppliers/4/invitations", {
      token: sessions.admin,
      body: { email: "new.owner@example.com" },
    });
    expect(again.status).toBe(201);
    expect(expectData(again).id).toBe(id);

    const detail = await app.request<AdminSupplier>("GET", "/api/admin/suppliers/4", {
      token: sessions.admin,
    });
    expect(expectData(detail).invitations).toEqual([
      expect.objectContaining({ id, email: "new.owner@example.com", link }),
    ]);
    expect(expectData(detail).pendingInvitations).toBe(1);
  });

  it("refuses someone already on the team with a 409", async () => {
    const res = await app.request<OwnerInvitation>("POST", "/api/admin/suppliers/3/invitations", {
      token: sessions.admin,
      body: { email: "GUIDE@peninsula-adventures.example" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "alreadyMember", field: "email" });
  });

  it.each([[{}], [{ email: "nope" }], [{ email: "a@b.example", role: "member" }]])(
    "refuses %j with a 400",
    async (body) => {
      const res = await app.request<OwnerInvitation>("POST", "/api/admin/suppliers/4/invitations", {
        token: sessions.admin,
        body,
      });
      expect(res.status).toBe(400);
    },
  );
});
