import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departureId } from "../../core/operator.ts";
import { payments, services, user } from "../../server/db/schema.ts";
import { ADMIN_ACCOUNT, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { headerCounts } from "../../server/modules/profile/header-counts.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { at, placeBooking, setStatus } from "../support/bookings.ts";
import { cartItem, seatsLeft } from "../support/factories.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, engine, type TestApp } from "../support/test-app.ts";

// The operators' console API for requests, bookings, departures and check-in (Avacha Volcano
// Guides runs services 3 and 5; Kamchatka Wild Hunting runs service 1).

let app: TestApp;
let guest: { id: string; token: string; email: string };
let tokens: Awaited<ReturnType<typeof operatorSessions>>;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  guest = await app.signUp("Greta Guest");
  tokens = await operatorSessions(app);
});
afterAll(() => app.close());

const post = (path: string, token: string | undefined, body?: unknown) =>
  app.request("POST", path, { token, body });
const statusOf = async (id: string) =>
  (await app.request("GET", `/api/booking/${id}`, { token: guest.token })).body.data;
const refundsOf = (orderId: string) =>
  app.services.db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "refunded")));

describe("who may use the console's API", () => {
  it("answers 401 signed out, 404 to a traveller, and 404 for another supplier's booking or departure", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 12, guests: 1 });
    const departure = departureId({ serviceId: 3, date: booking.date, time: booking.time });
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/operator/bookings"],
      ["GET", `/api/operator/bookings/${booking.id}`],
      ["POST", `/api/operator/bookings/${booking.id}/confirm`],
      ["POST", `/api/operator/bookings/${booking.id}/reject`, { reason: "No guide" }],
      ["POST", "/api/operator/bookings/confirm", { ids: [booking.id] }],
      ["POST", `/api/operator/bookings/${booking.id}/cancel`, { reason: "Storm" }],
      ["POST", `/api/operator/bookings/${booking.id}/check-in`, { checkIn: "arrived" }],
      ["GET", "/api/operator/departures"],
      ["GET", `/api/operator/departures/${departure}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await app.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect(
        (await app.request(method, path, { body, token: guest.token })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    // The hunting company sees none of Avacha's.
    for (const [method, path, body] of routes.slice(1, 7).concat([routes[8]!])) {
      if (path.endsWith("/bookings/confirm")) continue;
      const res = await app.request(method, path, { body, token: tokens.hunting });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const bulk = await post("/api/operator/bookings/confirm", tokens.hunting, { ids: [booking.id] });
    expect(bulk.body.data).toEqual({ answered: [], failed: [{ id: booking.id, code: "bookingNotFound" }] });
    const list = await app.request("GET", "/api/operator/bookings", { token: tokens.hunting });
    expect(list.body.data.map((b: { id: string }) => b.id)).not.toContain(booking.id);
    expect((await statusOf(booking.id)).status).toBe("pending");
  });
});

describe("the header's back offices and counts", () => {
  it("offers the console to a team member, admin to an admin, and neither to a traveller", async () => {
    const idOf = async (email: string) =>
      (await app.services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
    const areas = async (userId: string) => (await headerCounts(app.services.db, userId)).areas;
    expect(await areas(guest.id)).toEqual({ operator: false, admin: false });
    expect(await areas(await idOf(SUPPLIER_OWNERS[3]!.email))).toEqual({ operator: true, admin: false });
    expect(await areas(await idOf(ADMIN_ACCOUNT.email))).toEqual({ operator: false, admin: true });
  });

  it("counts the cart's lines, the unread notifications and the saved services in one query", async () => {
    const traveller = await app.signUp("Header Counts");
    expect(await headerCounts(app.services.db, traveller.id)).toEqual({
      cartCount: 0,
      favoriteIds: [],
      areas: { operator: false, admin: false },
      unreadNotifications: 0,
    });
    for (const id of [4, 2]) await app.request("PUT", `/api/favorites/${id}`, { token: traveller.token });
    await app.request("POST", `/api/cart/${traveller.id}`, { token: traveller.token, body: cartItem(app) });
    await placeBooking(app, traveller, { serviceId: 4, daysAhead: 77 });
    // The booking's event becomes the traveller's notification.
    await deliverDueEvents(app.services);
    const counts = await headerCounts(app.services.db, traveller.id);
    expect(counts.favoriteIds).toEqual([4, 2]);
    expect(counts.cartCount).toBe(1);
    const unread = await app.request("GET", "/api/notifications", { token: traveller.token });
    expect(unread.body.data.unread).toBeGreaterThan(0);
    expect(counts.unreadNotifications).toBe(unread.body.data.unread);
  });
});

describe("answering requests", () => {
  it("lists pending requests soonest deadline first, a page at a time, with the guest's contact", async () => {
    await placeBooking(app, guest, { serviceId: 5, daysAhead: 13, guests: 1 });
    const res = await app.request("GET", "/api/operator/bookings?status=pending", {
      token: tokens.avachaStaff,
    });
    expect(res.status).toBe(200);
    const deadlines = res.body.data.map((b: { supplierDeadline: string }) => b.supplierDeadline);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(res.body.data.every((b: { status: string }) => b.status === "pending")).toBe(true);
    expect(res.body.data[0].guest).toEqual(expect.objectContaining({ name: "Test Traveller" }));
    const all = await app.request("GET", "/api/operator/bookings", { token: tokens.avacha });
    const second = await app.request("GET", "/api/operator/bookings?offset=1&limit=1", {
      token: tokens.avacha,
    });
    expect(second.body.data).toEqual([all.body.data[1]]);
    const tooMany = await app.request("GET", "/api/operator/bookings?limit=5000", { token: tokens.avacha });
    expect(tooMany.body).toEqual(expect.objectContaining({ code: "tooLarge", field: "limit" }));
    const bad = await app.request("GET", "/api/operator/bookings?status=lost", { token: tokens.avacha });
    expect(bad.body).toEqual(expect.objectContaining({ code: "invalidChoice", field: "status" }));
  });

  it("confirms: the guest sees Confirmed; a second answer gets 409", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 14, guests: 2 });
    const res = await post(`/api/operator/bookings/${booking.id}/confirm`, tokens.avachaStaff);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.objectContaining({ status: "confirmed", reference: booking.reference }),
    );
    expect(res.body.data.respondedAt).toBe(app.clock.now.toISOString());
    expect((await statusOf(booking.id)).status).toBe("confirmed");
    const again = await post(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
      reason: "Oops",
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("bookingStatusChanged");
  });

  it("rejects with a reason the guest sees: seats back, full refund; no reason is a 400", async () => {
    const { order, booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 15, guests: 3 });
    expect(await seatsLeft(app, 3, booking.date, "08:00")).toBe(3);
    const missing = await post(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
      reason: "  ",
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(expect.objectContaining({ code: "reasonRequired", field: "reason" }));
    const res = await post(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
      reason: "The trail is closed that week.",
    });
    expect(res.status).toBe(200);
    const seen = await statusOf(booking.id);
    expect(seen).toEqual(
      expect.objectContaining({ status: "rejected", statusReason: "The trail is closed that week." }),
    );
    expect(await seatsLeft(app, 3, booking.date, "08:00")).toBe(6);
    expect(await refundsOf(order.id)).toEqual([{ amountCents: booking.totalCents }]);
  });

  it("confirms several at once; one that changed meanwhile is listed apart", async () => {
    const a = await placeBooking(app, guest, { serviceId: 3, daysAhead: 16, guests: 1 });
    const b = await placeBooking(app, guest, { serviceId: 5, daysAhead: 16, guests: 1 });
    await setStatus(app, b.booking.id, "cancelled");
    const res = await post("/api/operator/bookings/confirm", tokens.avacha, {
      ids: [a.booking.id, b.booking.id],
    });
    expect(res.body.data).toEqual({
      answered: [a.booking.id],
      failed: [{ id: b.booking.id, code: "bookingStatusChanged" }],
    });
    const bad = await post("/api/operator/bookings/confirm", tokens.avacha, { ids: [] });
    expect(bad.status).toBe(400);
  });

  it(`a rejection racing the guest's cancellation: exactly one wins, one refund (${engine})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { order, booking } = await placeBooking(app, guest, {
        serviceId: 3,
        daysAhead: 30 + round,
        guests: 1,
      });
      const [reject, cancel] = await Promise.all([
        post(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, { reason: "No guide free" }),
        app.request("PUT", `/api/booking/${booking.id}`, {
          token: guest.token,
          body: { status: "cancelled" },
        }),
      ]);
      expect([reject.status, cancel.status].sort()).toEqual([200, 409]);
      expect((await statusOf(booking.id)).status).toBe(reject.status === 200 ? "rejected" : "cancelled");
      expect(await refundsOf(order.id)).toHaveLength(1);
      expect(await seatsLeft(app, 3, booking.date, "08:00")).toBe(6);
    }
  });

  it(`a confirmation racing the guest's cancellation never strands either side (${engine})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { order, booking } = await placeBooking(app, guest, {
        serviceId: 5,
        daysAhead: 50 + round,
        guests: 1,
      });
      const [confirm, cancel] = await Promise.all([
        post(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha),
        app.request("PUT", `/api/booking/${booking.id}`, {
          token: guest.token,
          body: { status: "cancelled" },
        }),
      ]);
      // Either the cancellation came first (the confirm is refused) or after it (a confirmed booking
      // may still be cancelled free of charge): the guest's wish stands, refunded once.
      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(confirm.status);
      if (confirm.status === 409) expect(confirm.body.code).toBe("bookingStatusChanged");
      expect((await statusOf(booking.id)).status).toBe("cancelled");
      expect(await refundsOf(order.id)).toHaveLength(1);
    }
  });

  it(`a confirm racing the deadline job: exactly one wins (${engine})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { order, booking } = await placeBooking(app, guest, {
        serviceId: 5,
        daysAhead: 40 + round,
        guests: 1,
      });
      const late = new Date(new Date(booking.supplierDeadline).getTime() + 1_000);
      const [confirm, job] = await at(app, late, () =>
        Promise.all([
          post(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha),
          advanceBookings(app.services.db, late),
        ]),
      );
      const final = (await statusOf(booking.id)).status;
      if (confirm.status === 200) {
        expect(final).toBe("confirmed");
        expect(await refundsOf(order.id)).toEqual([]);
      } else {
        expect(confirm.status).toBe(409);
        expect(job.rejected).toBeGreaterThanOrEqual(1);
        expect(final).toBe("rejected");
        expect(await refundsOf(order.id)).toHaveLength(1);
      }
    }
  });
});

describe("operator cancellation and check-in", () => {
  it("cancels a confirmed booking inside 24 hours with a full refund the guest could not have had", async () => {
    const { order, booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 1, guests: 2 });
    await post(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha);
    const guestTry = await app.request("PUT", `/api/booking/${booking.id}`, {
      token: guest.token,
      body: { status: "cancelled" },
    });
    // Tomorrow 08:00 in Kamchatka is inside 24 hours of 03:00 UTC (15:00 there): not free for the guest.
    expect(guestTry.status).toBe(409);
    const res = await post(`/api/operator/bookings/${booking.id}/cancel`, tokens.avachaStaff, {
      reason: "Storm warning for the whole coast.",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.objectContaining({
        status: "cancelled",
        cancelledBy: "operator",
        statusReason: "Storm warning for the whole coast.",
      }),
    );
    expect(await refundsOf(order.id)).toEqual([{ amountCents: booking.totalCents }]);
    const twice = await post(`/api/operator/bookings/${booking.id}/cancel`, tokens.avacha, {
      reason: "Again",
    });
    expect(twice.status).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it("records arrived and no-show from the first day on, not before", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 3, guests: 2 });
    await post(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha);
    const early = await post(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
      checkIn: "arrived",
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("cannotCheckIn");
    const onTheDay = new Date(app.clock.now.getTime() + 3 * 86_400_000);
    await at(app, onTheDay, async () => {
      const bad = await post(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
        checkIn: "maybe",
      });
      expect(bad.status).toBe(400);
      const res = await post(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
        checkIn: "no_show",
      });
      expect(res.status).toBe(200);
      expect(res.body.data.checkIn).toBe("no_show");
      const manifest = await app.request(
        "GET",
        `/api/operator/departures/${departureId({ serviceId: 5, date: booking.date, time: booking.time })}`,
        { token: tokens.avacha },
      );
      expect(manifest.body.data.guests.find((g: { id: string }) => g.id === booking.id).checkIn).toBe(
        "no_show",
      );
      const cleared = await post(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
        checkIn: null,
      });
      expect(cleared.body.data.checkIn).toBeNull();
    });
  });
});

describe("departures", () => {
  it("lists every scheduled departure with capacity, booked, held and pending; manifests 404 elsewhere", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 5, guests: 2 });
    const res = await app.request("GET", `/api/operator/departures?from=${booking.date}&to=${booking.date}`, {
      token: tokens.avacha,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((d: { serviceId: number }) => d.serviceId);
    expect(new Set(ids)).toEqual(new Set([3, 5]));
    const departure = res.body.data.find(
      (d: { serviceId: number; time: string }) => d.serviceId === 3 && d.time === "08:00",
    );
    expect(departure).toEqual(
      expect.objectContaining({ capacity: 6, booked: 2, held: 0, pending: 1, bookings: 1, closed: false }),
    );
    const manifest = await app.request("GET", `/api/operator/departures/${departure.id}`, {
      token: tokens.avacha,
    });
    expect(manifest.body.data.guests.map((g: { id: string }) => g.id)).toContain(booking.id);
    expect(
      (await app.request("GET", "/api/operator/departures/nonsense", { token: tokens.avacha })).status,
    ).toBe(404);
    const backwards = await app.request("GET", "/api/operator/departures?from=2026-12-10&to=2026-12-01", {
      token: tokens.avacha,
    });
    expect(backwards.status).toBe(400);
    const other = departureId({ serviceId: 1, date: booking.date, time: "08:00" });
    expect(
      (await app.request("GET", `/api/operator/departures/${other}`, { token: tokens.avacha })).status,
    ).toBe(404);
  });
});

describe("instant confirmation", () => {
  it("confirms a paid booking at once when the service has it on", async () => {
    await app.services.db.update(services).set({ instantConfirmation: true }).where(eq(services.id, 5));
    try {
      const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 20, guests: 1 });
      expect(booking.status).toBe("confirmed");
      const pending = await app.request("GET", "/api/operator/bookings?status=pending", {
        token: tokens.avacha,
      });
      expect(pending.body.data.map((b: { id: string }) => b.id)).not.toContain(booking.id);
    } finally {
      await app.services.db.update(services).set({ instantConfirmation: false }).where(eq(services.id, 5));
    }
  });
});
