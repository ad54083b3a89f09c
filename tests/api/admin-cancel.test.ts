import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { adminBookingAction } from "../../app/routes/admin.booking.server.ts";
import { requireAdmin } from "../../app/lib/guards.server.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { adminAudit, mails, notifications } from "../../server/db/schema.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { AdminBookingView, AdminCancelled, Decision } from "../support/api-views.ts";
import { publicSlot } from "../support/availability.ts";
import { orderRefunds } from "../support/bookings.ts";
import { OWNER, STAFF, to, useMailWorld } from "../support/mail-world.ts";
import { testEnv } from "../support/test-app.ts";

// Admins can act (issue 25, item 13): an admin cancels any pending or confirmed booking with a
// reason; the seats go back on sale, the guest gets everything back and is told in their language,
// every member of the operator's team is told, and the audit log keeps it (same transaction).

const world = useMailWorld();
const REASON = "The guest called us: a family emergency, they cannot travel.";

const cancel = (bookingId: string, body: unknown, token: string | undefined = world.tokens.admin) =>
  world.app.request<AdminCancelled>("POST", `/api/admin/bookings/${bookingId}/cancel`, { token, body });

/** Seats booked on the 08:00 departure of service 3, `daysAhead` days from the world's today. */
const bookedOn = async (date: string) => (await publicSlot(world.app, 3, date, "08:00"))?.booked;

/** The stored mail of `kind` about `reference`, by recipient. */
const mailRows = async (kind: string, reference: string) =>
  (
    await world.app.services.db
      .select({ to: mails.toAddress, subject: mails.subject, text: mails.text, locale: mails.locale })
      .from(mails)
      .where(eq(mails.kind, kind))
  ).filter((row) => row.subject.includes(reference) || row.text.includes(reference));

describe("an admin's cancellation", () => {
  it("cancels a confirmed booking: seats back on sale, a full refund, guest and team told, audited", async () => {
    const { booking, order } = await world.book(world.olga, "olga@example.com", { daysAhead: 14, guests: 2 });
    await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, {
      token: world.tokens.avacha,
    });
    await world.run();
    const booked = await bookedOn(booking.date);
    const before = world.inbox.received.length;

    const cancelled = expectData(await cancel(booking.id, { reason: `  ${REASON}  ` }));
    expect(cancelled).toMatchObject({
      id: booking.id,
      status: "cancelled",
      cancelledBy: "admin",
      statusReason: REASON,
      canCancel: false,
      refund: { currency: "USD", minor: booking.totalCents, pointsCents: 0 },
    });
    // The money goes back in full, and the seats are on sale again.
    const refunds = await orderRefunds(world.app, order.id);
    expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(booking.totalCents);
    expect(await bookedOn(booking.date)).toBe(booked! - 2);

    // The guest reads it on their booking, with the reason.
    const mine = await world.app.request<{ status: string; cancelledBy: string; statusReason: string }>(
      "GET",
      `/api/booking/${booking.id}`,
      { token: world.olga.token },
    );
    expect(expectData(mine)).toMatchObject({
      status: "cancelled",
      cancelledBy: "admin",
      statusReason: REASON,
    });

    await world.run();
    const mail = world.newMail(before);
    // The guest, in Russian (her language), with the reason; the departure leaves her calendar.
    const guest = mail.filter((m) => to(m) === "olga@example.com");
    expect(guest).toHaveLength(1);
    expect(guest[0]!.subject).toBe(`Бронирование ${booking.reference} отменено`);
    expect(guest[0]!.text).toContain("Peninsula Adventures пришлось отменить");
    expect(guest[0]!.text).toContain(REASON);
    // Every member of the team, with the reason, the seats and the refund.
    const team = mail.filter((m) => to(m) === OWNER || to(m) === STAFF);
    expect(team.map(to).sort()).toEqual([OWNER, STAFF].sort());
    for (const m of team) {
      expect(m.subject).toBe(`Peninsula Adventures cancelled booking ${booking.reference}`);
      expect(m.text).toContain(REASON);
      expect(m.text).toContain("2 seats are back on sale for this departure.");
      expect(m.text).toMatch(/The guest has been refunded in full: \$[\d,.]+\./);
    }
    // The mail rows the admin's mail view reads.
    expect((await mailRows("bookingCancelled", booking.reference)).map((r) => r.locale)).toEqual(["ru"]);
    expect((await mailRows("adminCancelled", booking.reference)).map((r) => r.to).sort()).toEqual(
      [OWNER, STAFF].sort(),
    );
    // In the app too: the guest's entry and each member's.
    const inApp = await world.app.services.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.bookingId, booking.id));
    expect(inApp.filter((n) => n.kind === "bookingCancelled").map((n) => n.params)).toEqual([
      expect.objectContaining({ reference: booking.reference, reason: REASON }),
    ]);
    expect(inApp.filter((n) => n.kind === "adminCancelled")).toHaveLength(2);

    // The audit log keeps who did it, to what, and why.
    const [entry] = await world.app.services.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "bookingCancelled"), eq(adminAudit.targetId, booking.id)))
      .orderBy(desc(adminAudit.id));
    expect(entry).toMatchObject({
      targetType: "booking",
      details: {
        reference: booking.reference,
        reason: REASON,
        previousStatus: "confirmed",
        seatsFreed: 2,
        refund: { currency: "USD", minor: booking.totalCents, pointsCents: 0 },
      },
      createdAt: world.app.clock.now,
    });
    expect(entry!.actorUserId).not.toBeNull();

    // A second cancellation finds it ended: 409, worded, and nothing more is written.
    const again = await cancel(booking.id, { reason: REASON });
    expectFailure(again, 409, "cannotCancelStatus");
    expect(again.body.error).toBe("A booking with this status cannot be cancelled");
    const entries = await world.app.services.db
      .select({ id: adminAudit.id })
      .from(adminAudit)
      .where(eq(adminAudit.targetId, booking.id));
    expect(entries).toHaveLength(1);
  });

  it("cancels a pending request the same way; the team hears it was still a request", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 16, guests: 1 });
    await world.run();
    const before = world.inbox.received.length;
    expect(expectData(await cancel(booking.id, { reason: REASON }))).toMatchObject({
      status: "cancelled",
      cancelledBy: "admin",
    });
    await world.run();
    const team = world.newMail(before).filter((m) => to(m) === OWNER);
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain("The platform cancelled a request");
    expect(team[0]!.text).toContain("1 seat is back on sale for this departure.");
  });

  it("refuses an empty or too long reason with a worded 400, and leaves the booking as it was", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 18, guests: 1 });
    const empty = await cancel(booking.id, { reason: "   " });
    expectFailure(empty, 400, "reasonRequired", "reason");
    expect(empty.body.error).toBe("reason: Please give a reason the guest will see");
    expectFailure(await cancel(booking.id, {}), 400, "reasonRequired", "reason");
    expectFailure(await cancel(booking.id, { reason: "x".repeat(501) }), 400, "tooLong", "reason");
    const view = await world.app.request<AdminBookingView>("GET", `/api/admin/bookings/${booking.id}`, {
      token: world.tokens.admin,
    });
    expect(expectData(view)).toMatchObject({ status: "pending", canCancel: true, refund: null });
  });

  it("answers 401 signed out, 404 to anyone but an admin, and 404 for an unknown booking", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 20, guests: 1 });
    const body = { reason: REASON };
    expect((await cancel(booking.id, body, "")).status).toBe(401);
    expect(
      (await world.app.request("POST", `/api/admin/bookings/${booking.id}/cancel`, { body })).status,
    ).toBe(401);
    // The guest, and the booking's own operator: to them the admin area does not exist.
    expectFailure(await cancel(booking.id, body, world.olga.token), 404, "pageNotFound");
    expectFailure(await cancel(booking.id, body, world.tokens.avacha), 404, "pageNotFound");
    // The booking's page as the API answers it: the same doors.
    const page = `/api/admin/bookings/${booking.id}`;
    expect((await world.app.request("GET", page)).status).toBe(401);
    expectFailure(await world.app.request("GET", page, { token: world.olga.token }), 404, "pageNotFound");
    expectFailure(await world.app.request("GET", page, { token: world.tokens.avacha }), 404, "pageNotFound");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectFailure(await cancel(unknown, body), 404, "bookingNotFound");
    expectFailure(
      await world.app.request("GET", `/api/admin/bookings/${unknown}`, { token: world.tokens.admin }),
      404,
      "bookingNotFound",
    );
    // Still pending: nobody but the admin could end it here.
    const view = await world.app.request<AdminBookingView>("GET", `/api/admin/bookings/${booking.id}`, {
      token: world.tokens.admin,
    });
    expect(expectData(view).status).toBe("pending");
  });
});

describe("the admin's booking page", () => {
  /** The page's form as a browser posts it before the page's scripts run. */
  const postForm = async (token: string, bookingId: string, fields: Record<string, string>) => {
    const request = new Request(`${testEnv.baseUrl}/admin/bookings/${bookingId}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Bearer ${token}`,
        origin: testEnv.baseUrl,
      },
      body: new URLSearchParams(fields),
    });
    const context = new RouterContextProvider();
    context.set(servicesContext, world.app.services);
    context.set(clientIpContext, "203.0.113.9");
    const args = { request, context, params: { bookingId }, url: new URL(request.url), pattern: "" };
    await requireAdmin(args as never, async () => undefined as never);
    const answer = (await adminBookingAction(request, context, bookingId)) as Record<string, unknown> & {
      data?: Record<string, unknown>;
    };
    return answer.data ?? answer;
  };

  it("cancels through the page's form as the API does, and refuses an empty reason at the field", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 22, guests: 1 });
    expect(await postForm(world.tokens.admin, booking.id, { intent: "cancel", reason: "" })).toMatchObject({
      ok: false,
      intent: "cancel",
      error: { code: "reasonRequired", field: "reason" },
    });
    expect(
      await postForm(world.tokens.admin, booking.id, { intent: "cancel", reason: "Operator asked us" }),
    ).toMatchObject({ ok: true, intent: "cancel", reference: booking.reference });
    const view = await world.app.request<AdminBookingView>("GET", `/api/admin/bookings/${booking.id}`, {
      token: world.tokens.admin,
    });
    expect(expectData(view)).toMatchObject({ status: "cancelled", cancelledBy: "admin", canCancel: false });
    const [entry] = await world.app.services.db
      .select({ details: adminAudit.details })
      .from(adminAudit)
      .where(eq(adminAudit.targetId, booking.id));
    expect(entry!.details).toMatchObject({ reason: "Operator asked us" });
    // Anyone but an admin: the page does not exist.
    await expect(
      postForm(world.tokens.avacha, booking.id, { intent: "cancel", reason: "x" }),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
