import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { departureId } from "../../core/operator.ts";
import { services, user } from "../../server/db/schema.ts";
import { ADMIN_ACCOUNT, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { headerCounts } from "../../server/modules/profile/header-counts.ts";
import type { User } from "../support/accounts.ts";
import { at, orderRefunds, placeBooking } from "../support/bookings.ts";
import { cartItem } from "../support/factories.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import { asActor, useCaseContext, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  AddedToCart,
  BookingWithOrder,
  BulkAnswer,
  Cancelled,
  CheckIn,
  ConsoleBookings,
  Decision,
  Departures,
  Favorites,
  Manifest,
  NotificationsPage,
  OperatorCancelled,
} from "../support/api-views.ts";

// The operators' console API for bookings, departures and check-in (Avacha Volcano Guides runs
// services 3 and 5; Kamchatka Wild Hunting runs service 1). Answering requests:
// operator-requests.test.ts.

let app: TestApp;
let guest: User;
let tokens: Sessions;
useConsoleApp(
  { now: new Date("2026-11-22T03:00:00Z"), traveller: "Greta Guest" },
  (made) => ({ app, ops: tokens, traveller: guest } = made),
);

const post = <T = unknown>(path: string, token: string | undefined, body?: unknown) =>
  app.request<T>("POST", path, { token, body });
const statusOf = async (id: string) =>
  expectData(await app.request<BookingWithOrder>("GET", `/api/booking/${id}`, { token: guest.token }));
const refundsOf = (orderId: string) => orderRefunds(app, orderId);

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
    const bulk = await post<BulkAnswer>("/api/operator/bookings/confirm", tokens.hunting, {
      ids: [booking.id],
    });
    expect(expectData(bulk)).toEqual({ answered: [], failed: [{ id: booking.id, code: "bookingNotFound" }] });
    const list = await app.request<ConsoleBookings>("GET", "/api/operator/bookings", {
      token: tokens.hunting,
    });
    expect(expectData(list).map((b: { id: string }) => b.id)).not.toContain(booking.id);
    expect((await statusOf(booking.id)).status).toBe("pending");
  });
});

describe("the header's back offices and counts", () => {
  it("offers the console to a team member, admin to an admin, and neither to a traveller", async () => {
    const idOf = async (email: string) =>
      (await app.services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
    const areas = async (id: string) => (await headerCounts(useCaseContext(app, asActor({ id })))).areas;
    expect(await areas(guest.id)).toEqual({ operator: false, admin: false });
    expect(await areas(await idOf(SUPPLIER_OWNERS[3]!.email))).toEqual({ operator: true, admin: false });
    expect(await areas(await idOf(ADMIN_ACCOUNT.email))).toEqual({ operator: false, admin: true });
  });

  it("counts the cart's lines, the unread notifications and the saved services in one query", async () => {
    const traveller = await app.signUp("Header Counts");
    expect(await headerCounts(useCaseContext(app, asActor(traveller)))).toEqual({
      cartCount: 0,
      favoriteIds: [],
      areas: { operator: false, admin: false },
      unreadNotifications: 0,
    });
    for (const id of [4, 2])
      await app.request<Favorites>("PUT", `/api/favorites/${id}`, { token: traveller.token });
    await app.request<AddedToCart>("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app),
    });
    await placeBooking(app, traveller, { serviceId: 4, daysAhead: 77 });
    // The booking's event becomes the traveller's notification.
    await deliverDueEvents(app.services);
    const counts = await headerCounts(useCaseContext(app, asActor(traveller)));
    expect(counts.favoriteIds).toEqual([4, 2]);
    expect(counts.cartCount).toBe(1);
    const unread = await app.request<NotificationsPage>("GET", "/api/notifications", {
      token: traveller.token,
    });
    expect(expectData(unread).unread).toBeGreaterThan(0);
    expect(counts.unreadNotifications).toBe(expectData(unread).unread);
  });
});

describe("operator cancellation and check-in", () => {
  it("cancels a confirmed booking inside 24 hours with a full refund the guest could not have had", async () => {
    const { order, booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 1, guests: 2 });
    await post<Decision>(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha);
    const guestTry = await app.request<Cancelled>("PUT", `/api/booking/${booking.id}`, {
      token: guest.token,
      body: { status: "cancelled" },
    });
    // Tomorrow 08:00 in Kamchatka is inside 24 hours of 03:00 UTC (15:00 there): not free for the guest.
    expect(guestTry.status).toBe(409);
    const res = await post<OperatorCancelled>(
      `/api/operator/bookings/${booking.id}/cancel`,
      tokens.avachaStaff,
      {
        reason: "Storm warning for the whole coast.",
      },
    );
    expect(res.status).toBe(200);
    expect(expectData(res)).toEqual(
      expect.objectContaining({
        status: "cancelled",
        cancelledBy: "operator",
        statusReason: "Storm warning for the whole coast.",
      }),
    );
    expect(await refundsOf(order.id)).toEqual([{ amountCents: booking.totalCents }]);
    const twice = await post<OperatorCancelled>(
      `/api/operator/bookings/${booking.id}/cancel`,
      tokens.avacha,
      {
        reason: "Again",
      },
    );
    expect(twice.status).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it("records arrived and no-show from the first day on, not before", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 3, guests: 2 });
    await post<Decision>(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha);
    const early = await post<CheckIn>(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
      checkIn: "arrived",
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("cannotCheckIn");
    const onTheDay = new Date(app.clock.now.getTime() + 3 * 86_400_000);
    await at(app, onTheDay, async () => {
      const bad = await post<CheckIn>(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
        checkIn: "maybe",
      });
      expect(bad.status).toBe(400);
      const res = await post<CheckIn>(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
        checkIn: "no_show",
      });
      expect(res.status).toBe(200);
      expect(expectData(res).checkIn).toBe("no_show");
      const manifest = await app.request<Manifest>(
        "GET",
        `/api/operator/departures/${departureId({ serviceId: 5, date: booking.date, time: booking.time })}`,
        { token: tokens.avacha },
      );
      expect(expectData(manifest).guests.find((g: { id: string }) => g.id === booking.id)!.checkIn).toBe(
        "no_show",
      );
      const cleared = await post<CheckIn>(`/api/operator/bookings/${booking.id}/check-in`, tokens.avacha, {
        checkIn: null,
      });
      expect(expectData(cleared).checkIn).toBeNull();
    });
  });
});

describe("departures", () => {
  it("lists every scheduled departure with capacity, booked, held and pending; manifests 404 elsewhere", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 5, guests: 2 });
    const res = await app.request<Departures>(
      "GET",
      `/api/operator/departures?from=${booking.date}&to=${booking.date}`,
      {
        token: tokens.avacha,
      },
    );
    expect(res.status).toBe(200);
    const ids = expectData(res).map((d: { serviceId: number }) => d.serviceId);
    expect(new Set(ids)).toEqual(new Set([3, 5]));
    const departure = expectData(res).find(
      (d: { serviceId: number; time: string }) => d.serviceId === 3 && d.time === "08:00",
    );
    expect(departure).toEqual(
      expect.objectContaining({ capacity: 6, booked: 2, held: 0, pending: 1, bookings: 1, closed: false }),
    );
    const manifest = await app.request<Manifest>("GET", `/api/operator/departures/${departure!.id}`, {
      token: tokens.avacha,
    });
    expect(expectData(manifest).guests.map((g: { id: string }) => g.id)).toContain(booking.id);
    expect(
      (await app.request<Manifest>("GET", "/api/operator/departures/nonsense", { token: tokens.avacha }))
        .status,
    ).toBe(404);
    const backwards = await app.request<Departures>(
      "GET",
      "/api/operator/departures?from=2026-12-10&to=2026-12-01",
      {
        token: tokens.avacha,
      },
    );
    expect(backwards.status).toBe(400);
    const other = departureId({ serviceId: 1, date: booking.date, time: "08:00" });
    expect(
      (await app.request<Manifest>("GET", `/api/operator/departures/${other}`, { token: tokens.avacha }))
        .status,
    ).toBe(404);
  });
});

describe("instant confirmation", () => {
  it("confirms a paid booking at once when the service has it on", async () => {
    await app.services.db.update(services).set({ instantConfirmation: true }).where(eq(services.id, 5));
    try {
      const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 20, guests: 1 });
      expect(booking.status).toBe("confirmed");
      const pending = await app.request<ConsoleBookings>("GET", "/api/operator/bookings?status=pending", {
        token: tokens.avacha,
      });
      expect(expectData(pending).map((b: { id: string }) => b.id)).not.toContain(booking.id);
    } finally {
      await app.services.db.update(services).set({ instantConfirmation: false }).where(eq(services.id, 5));
    }
  });
});
