import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import { ADMIN_ACCOUNT, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import type { User } from "../support/accounts.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { AdminSupplier, AuditLog } from "../support/api-views.ts";
import { placeBooking } from "../support/bookings.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";

// The audit log (issue 25, item 13): every admin action writes its entry in its own transaction,
// and GET /api/admin/audit lists them newest first, a page at a time, with who acted.

let app: TestApp;
let sessions: Sessions;
let traveller: User;
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z"), traveller: "Tess Traveller" }, (made) => {
  ({ app, ops: sessions, traveller } = made);
});

const log = async (query = "", token: string | undefined = sessions.admin) =>
  app.request<AuditLog>("GET", `/api/admin/audit${query}`, { token });

const supplier = { name: "Kuril Lake Bears", email: "bears@kuril.example", phone: "+7 415 200 30 40" };

describe("the audit log", () => {
  it("keeps every admin action, newest first, with the admin, the target and the particulars", async () => {
    const admin = { token: sessions.admin };
    const post = (path: string, body?: unknown) =>
      app.request<AdminSupplier>("POST", path, { ...admin, body });
    const made = expectData(await post("/api/admin/suppliers", { ...supplier, responseTimeHours: 12 }), 201);
    const id = made.id;
    const put = await app.request("PUT", `/api/admin/suppliers/${id}`, {
      ...admin,
      body: { ...supplier, name: "Kuril Lake Bear Watch", responseTimeHours: 6 },
    });
    expect(put.status).toBe(200);
    expect((await post(`/api/admin/suppliers/${id}/suspend`)).status).toBe(200);
    expect((await post(`/api/admin/suppliers/${id}/reactivate`)).status).toBe(200);
    expect(
      (await post(`/api/admin/suppliers/${id}/invitations`, { email: "Owner@Kuril.example" })).status,
    ).toBe(201);
    const { booking } = await placeBooking(app, traveller, { serviceId: 3, daysAhead: 15 });
    const cancelled = await app.request("POST", `/api/admin/bookings/${booking.id}/cancel`, {
      ...admin,
      body: { reason: "Double booking by mistake" },
    });
    expect(cancelled.status).toBe(200);

    const page = expectData(await log());
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 25, pages: 1 });
    expect(page.items.map((e) => e.action)).toEqual([
      "bookingCancelled",
      "ownerInvited",
      "supplierReactivated",
      "supplierSuspended",
      "supplierUpdated",
      "supplierCreated",
    ]);
    const [adminUser] = await app.services.db
      .select({ id: t.user.id })
      .from(t.user)
      .where(eq(t.user.email, ADMIN_ACCOUNT.email));
    for (const entry of page.items) {
      expect(entry.actor).toEqual({
        id: adminUser!.id,
        name: ADMIN_ACCOUNT.name,
        email: ADMIN_ACCOUNT.email,
      });
      expect(entry.createdAt).toBe(app.clock.now.toISOString());
    }
    const byAction = Object.fromEntries(page.items.map((e) => [e.action, e]));
    expect(byAction.bookingCancelled).toMatchObject({
      target: { type: "booking", id: booking.id },
      details: {
        reason: "Double booking by mistake",
        reference: booking.reference,
        previousStatus: "pending",
      },
    });
    expect(byAction.supplierCreated).toMatchObject({
      target: { type: "supplier", id: String(id) },
      details: { name: "Kuril Lake Bears", responseTimeHours: 12 },
    });
    expect(byAction.supplierUpdated!.details).toMatchObject({
      name: "Kuril Lake Bear Watch",
      responseTimeHours: 6,
    });
    expect(byAction.supplierSuspended!.details).toEqual({ name: "Kuril Lake Bear Watch" });
    expect(byAction.ownerInvited!.details).toEqual({
      email: "owner@kuril.example",
      supplier: "Kuril Lake Bear Watch",
    });

    // Pages: two entries at a time.
    const second = expectData(await log("?page=2&pageSize=2"));
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2, pages: 3 });
    expect(second.items.map((e) => e.action)).toEqual(["supplierReactivated", "supplierSuspended"]);
  });

  it("keeps the contact inbox's changes too", async () => {
    await app.services.db.insert(t.contactMessages).values({
      name: "Ana",
      email: "ana@example.com",
      subject: "Group of 12",
      message: "Can you host us?",
      createdAt: app.clock.now,
    });
    const [message] = await app.services.db
      .select({ id: t.contactMessages.id })
      .from(t.contactMessages)
      .where(eq(t.contactMessages.email, "ana@example.com"));
    for (const handled of [true, false]) {
      const res = await app.request("POST", `/api/admin/messages/${message!.id}/handled`, {
        token: sessions.admin,
        body: { handled },
      });
      expect(res.status).toBe(200);
    }
    const [reopened, handled] = expectData(await log("?pageSize=2")).items;
    expect(reopened).toMatchObject({
      action: "messageReopened",
      target: { type: "contactMessage", id: String(message!.id) },
      details: { subject: "Group of 12", from: "ana@example.com" },
    });
    expect(handled!.action).toBe("messageHandled");
  });

  it("keeps a failed mail sent again", async () => {
    const [mail] = await app.services.db
      .insert(t.mails)
      .values({
        key: "audit-test-failed",
        kind: "welcome",
        toAddress: "tess@example.com",
        locale: "en",
        subject: "Welcome to Peninsula Adventures",
        html: "<p>Hello</p>",
        text: "Hello",
        status: "failed",
        attempts: 5,
        runAt: app.clock.now,
        createdAt: app.clock.now,
      })
      .returning({ id: t.mails.id });
    const retried = await app.request("POST", `/api/admin/mail/${mail!.id}/retry`, { token: sessions.admin });
    expect(retried.status).toBe(200);
    expect(expectData(await log("?pageSize=1")).items[0]).toMatchObject({
      action: "mailRetried",
      target: { type: "mail", id: String(mail!.id) },
      details: { to: "tess@example.com", subject: "Welcome to Peninsula Adventures" },
    });
  });

  it("writes nothing for an action that fails: the entry is in the action's transaction", async () => {
    const { total } = expectData(await log());
    const owner = SUPPLIER_OWNERS[3]!.email;
    const refused = await app.request("POST", "/api/admin/suppliers/3/invitations", {
      token: sessions.admin,
      body: { email: owner },
    });
    expectFailure(refused, 409, "alreadyMember");
    expectFailure(
      await app.request("POST", "/api/admin/suppliers/9999/suspend", { token: sessions.admin }),
      404,
      "supplierNotFound",
    );
    expect(expectData(await log()).total).toBe(total);
  });

  it("answers 401 signed out, 404 to anyone but an admin, 400 for a bad page", async () => {
    expect((await log("", "")).status).toBe(401);
    expectFailure(await log("", sessions.avacha), 404, "pageNotFound");
    expectFailure(await log("", traveller.token), 404, "pageNotFound");
    for (const query of ["?page=0", "?pageSize=0", "?pageSize=101", "?page=x"]) {
      expect((await log(query)).status).toBe(400);
    }
    const far = expectData(await log("?page=500"));
    expect(far.items).toEqual([]);
  });
});
