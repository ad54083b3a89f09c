import { describe, expect, it } from "vitest";
import { LIST_SEPARATOR } from "../../core/notifications.ts";
import type { CreatedOrder } from "../../core/views.ts";
import { AVACHA_STAFF, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { requestLinks } from "../../server/modules/notifications/event-parts.ts";
import { answerFromLink } from "../../server/modules/notifications/request-links.ts";
import { expectData } from "../support/answers.ts";
import type { AdminCancelled, Cancelled, Decision, NotificationsPage } from "../support/api-views.ts";
import { freshIp } from "../support/bookings.ts";
import { bookingBody, cartItem, customerInfo } from "../support/factories.ts";
import { useMailWorld, to } from "../support/mail-world.ts";
import { testEnv, useCaseContext } from "../support/test-app.ts";

// Notices that say all of it (issue 26, item 2; decision 035): an order's in-app entry names every
// waiting trip, as its mail does; an operator's request entries are marked read where the request
// is answered, whoever or whatever answers it, and the API says how it ended (`outcome`).

const world = useMailWorld();
type Entry = NotificationsPage["items"][number];

/** The user's entries of `kind` about the booking `reference` (an order's entry: the order's). */
async function entriesOf(token: string, kind: string, reference: string): Promise<Entry[]> {
  const res = await world.app.request<NotificationsPage>("GET", "/api/notifications?limit=100", { token });
  return expectData(res).items.filter((item) => item.kind === kind && item.params.reference === reference);
}

/** A request for Avacha's team to answer, delivered: each member has its entry, unread and asking. */
async function requestFor(daysAhead: number) {
  const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead, guests: 1 });
  await world.run();
  for (const token of [world.tokens.avacha, world.tokens.avachaStaff]) {
    const [entry] = await entriesOf(token, "newRequest", booking.reference);
    expect(entry).toMatchObject({ read: false, outcome: null });
  }
  return booking;
}

/** Every member's entries about the request: read, each with the same outcome. */
async function expectAnswered(reference: string, outcome: Entry["outcome"]) {
  for (const token of [world.tokens.avacha, world.tokens.avachaStaff]) {
    const entries = await entriesOf(token, "newRequest", reference);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ read: true, outcome });
  }
}

describe("an order of two trips", () => {
  it("names both in the guest's in-app entry, as the mail lists them", async () => {
    const before = world.inbox.received.length;
    const items = [
      cartItem(world.app, { serviceId: 3, daysAhead: 30, guests: 1 }),
      cartItem(world.app, { serviceId: 5, daysAhead: 31, guests: 1 }),
    ];
    const res = await world.app.request<CreatedOrder>("POST", "/api/bookings", {
      token: world.olga.token,
      ip: freshIp(),
      body: bookingBody(items, { customerInfo: { ...customerInfo, email: "olga@example.com" } }),
    });
    const { order, bookings } = expectData(res, 201);
    expect(bookings.map((b) => b.status)).toEqual(["pending", "pending"]);
    await world.run();
    const [entry] = await entriesOf(world.olga.token, "orderReceived", order.reference);
    expect(entry!.params.count).toBe(2);
    const titles = String(entry!.params.services).split(LIST_SEPARATOR);
    const dates = String(entry!.params.dates).split(LIST_SEPARATOR);
    expect(titles).toHaveLength(2);
    expect(new Set(titles).size).toBe(2);
    expect(dates).toEqual(items.map((item) => item.dates.startDate));
    // The same trips the mail names (in the guest's language, Russian).
    const mail = world
      .newMail(before)
      .find((m) => to(m) === "olga@example.com" && m.subject?.includes(order.reference));
    for (const title of titles) expect(mail!.text).toContain(title);
    // A single trip's entry stays as it was.
    expect(entry!.params.service).toBe(titles[0]);
    expect(entry!.outcome).toBeNull();
  });
});

describe("an answered request's operator entries", () => {
  it("are read and say who confirmed it, when it was confirmed in the console", async () => {
    const booking = await requestFor(33);
    const unreadBefore = expectData(
      await world.app.request<NotificationsPage>("GET", "/api/notifications", { token: world.tokens.avacha }),
    ).unread;
    const res = await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, {
      token: world.tokens.avacha,
    });
    expect(expectData(res).status).toBe("confirmed");
    await expectAnswered(booking.reference, {
      status: "confirmed",
      at: world.app.clock.now.toISOString(),
      by: SUPPLIER_OWNERS[3]!.name,
    });
    const unreadAfter = expectData(
      await world.app.request<NotificationsPage>("GET", "/api/notifications", { token: world.tokens.avacha }),
    ).unread;
    expect(unreadAfter).toBe(unreadBefore - 1);
  });

  it("say who declined it", async () => {
    const booking = await requestFor(34);
    const res = await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/reject`, {
      token: world.tokens.avachaStaff,
      body: { reason: "The crater trail is closed that week." },
    });
    expect(expectData(res).status).toBe("rejected");
    await expectAnswered(booking.reference, {
      status: "declined",
      at: world.app.clock.now.toISOString(),
      by: AVACHA_STAFF.name,
    });
  });

  it("say it was confirmed from the mail's link (nobody signed in to name)", async () => {
    const booking = await requestFor(35);
    const ctx = {
      baseUrl: testEnv.baseUrl,
      secret: testEnv.authSecret,
      rates: { USD: 1, EUR: 1, RUB: 1 },
      now: world.app.clock.now,
    };
    const { confirmLink } = requestLinks(ctx, {
      id: booking.id,
      supplierDeadline: new Date(booking.supplierDeadline),
    });
    const token = confirmLink.split("/respond/")[1]!;
    await answerFromLink(useCaseContext(world.app, null), { token, input: {} });
    await expectAnswered(booking.reference, {
      status: "confirmed",
      at: world.app.clock.now.toISOString(),
      by: null,
    });
  });

  it("say it expired when the deadline passed unanswered", async () => {
    const booking = await requestFor(36);
    const late = new Date(new Date(booking.supplierDeadline).getTime() + 1_000);
    expect((await advanceBookings(world.app.services.db, late)).rejected).toBeGreaterThanOrEqual(1);
    await expectAnswered(booking.reference, { status: "expired", at: booking.supplierDeadline, by: null });
  });

  it("say the guest cancelled it", async () => {
    const booking = await requestFor(37);
    const res = await world.app.request<Cancelled>("PUT", `/api/booking/${booking.id}`, {
      token: world.olga.token,
      body: { status: "cancelled" },
    });
    expect(expectData(res).status).toBe("cancelled");
    await expectAnswered(booking.reference, {
      status: "cancelledByGuest",
      at: world.app.clock.now.toISOString(),
      by: null,
    });
  });

  it("say the platform cancelled it", async () => {
    const booking = await requestFor(38);
    const res = await world.app.request<AdminCancelled>("POST", `/api/admin/bookings/${booking.id}/cancel`, {
      token: world.tokens.admin,
      body: { reason: "The guest called us: they cannot travel." },
    });
    expect(res.status).toBe(200);
    await expectAnswered(booking.reference, {
      status: "cancelledByAdmin",
      at: world.app.clock.now.toISOString(),
      by: null,
    });
  });

  it("are never another user's to see: the guest's list holds none of them", async () => {
    const res = await world.app.request<NotificationsPage>("GET", "/api/notifications?limit=100", {
      token: world.olga.token,
    });
    const kinds = expectData(res).items.map((item) => item.kind);
    expect(kinds).not.toContain("newRequest");
    expect(expectData(res).items.every((item) => item.outcome === null)).toBe(true);
  });
});
