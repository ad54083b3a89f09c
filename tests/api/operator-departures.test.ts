import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, slotInventory } from "../../server/db/schema.ts";
import type { User } from "../support/accounts.ts";
import { bookingRow, publicSlot, refundsOf, useAvailabilityApp } from "../support/availability.ts";
import { freshIp, placeBooking } from "../support/bookings.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import type { Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Cart, CreatedOrder, Held } from "../../core/views.ts";
import type {
  AddedToCart,
  BookingWithOrder,
  Decision,
  DepartureCapacity,
  DepartureClosed,
  DepartureReopened,
} from "../support/api-views.ts";

// One departure at a time: its capacity, closing it (with its bookings or without), closing while
// travellers book.

let app: TestApp;
let ops: Sessions;
let traveller: User;
const { day, departure } = useAvailabilityApp((made) => ({ app, ops, traveller } = made));

describe("per-departure capacity", () => {
  it("is never below what is booked", async () => {
    await placeBooking(app, traveller, { serviceId: 3, daysAhead: 50, time: "14:00", guests: 3 });
    const id = departure(50, "14:00");
    const below = await app.request<DepartureCapacity>("PUT", `/api/operator/departures/${id}/capacity`, {
      body: { capacity: 2 },
      token: ops.avacha,
    });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: "capacityBelowBooked", field: "capacity" });
    expect(below.body.error).toContain("3");

    const ok = await app.request<DepartureCapacity>("PUT", `/api/operator/departures/${id}/capacity`, {
      body: { capacity: 3 },
      token: ops.avachaStaff,
    });
    expect(ok.status).toBe(200);
    expect(await publicSlot(app, 3, day(50), "14:00")).toMatchObject({
      capacity: 3,
      booked: 3,
      available: false,
    });
  });

  it("creates the departure's ledger from the schedule on its first change", async () => {
    const res = await app.request<DepartureCapacity>(
      "PUT",
      `/api/operator/departures/${departure(51)}/capacity`,
      {
        body: { capacity: 10 },
        token: ops.avacha,
      },
    );
    expect(res.status).toBe(200);
    expect(await publicSlot(app, 3, day(51), "08:00")).toMatchObject({ capacity: 10, available: true });
  });

  it("refuses a departure that has started", async () => {
    const res = await app.request<DepartureCapacity>(
      "PUT",
      `/api/operator/departures/${departure(-1)}/capacity`,
      {
        body: { capacity: 10 },
        token: ops.avacha,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("slotStarted");
  });
});

describe("closing a departure", () => {
  it("without bookings: travellers see it unavailable and cannot hold or book it; reopening puts it back", async () => {
    const id = departure(55);
    const date = day(55);
    // A line put in the cart before the closing.
    const inCart = await app.request<AddedToCart>("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app, { serviceId: 3, daysAhead: 55 }),
    });
    expect(inCart.status).toBe(201);

    const closed = await app.request<DepartureClosed>("POST", `/api/operator/departures/${id}/close`, {
      body: {},
      token: ops.avacha,
    });
    expect(closed.status).toBe(200);
    expect(expectData(closed)).toMatchObject({ closed: true, cancelled: 0 });
    expect(await publicSlot(app, 3, date, "08:00")).toMatchObject({ available: false, closed: true });

    const add = await app.request<AddedToCart>("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app, { serviceId: 3, daysAhead: 55 }),
    });
    expect(add.status).toBe(400);
    expect(add.body.code).toBe("slotNotRunning");

    const hold = await app.request<Held>("POST", "/api/checkout/hold", { token: traveller.token, body: {} });
    expect(hold.status).toBe(409);
    expect(hold.body.lines).toEqual([expect.objectContaining({ reason: "unavailable" })]);

    const book = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: traveller.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 55 })]),
    });
    expect(book.status).toBe(400);
    expect(book.body.code).toBe("slotNotRunning");

    const reopened = await app.request<DepartureReopened>("POST", `/api/operator/departures/${id}/reopen`, {
      body: {},
      token: ops.avachaStaff,
    });
    expect(reopened.status).toBe(200);
    expect(await publicSlot(app, 3, date, "08:00")).toMatchObject({ available: true });
    await app.request<Cart>("DELETE", `/api/cart/${traveller.id}/clear`, { token: traveller.token });
  });

  it("with bookings: 409 unless the operator cancels them with a reason; then each is refunded once", async () => {
    const guest = await app.signUp("Guest Two");
    const first = await placeBooking(app, traveller, {
      serviceId: 3,
      daysAhead: 60,
      time: "08:00",
      guests: 2,
    });
    const second = await placeBooking(app, guest, { serviceId: 3, daysAhead: 60, time: "08:00", guests: 1 });
    const confirm = await app.request<Decision>(
      "POST",
      `/api/operator/bookings/${first.booking.id}/confirm`,
      {
        token: ops.avacha,
      },
    );
    expect(confirm.status).toBe(200);
    const id = departure(60);

    const refused = await app.request<DepartureClosed>("POST", `/api/operator/departures/${id}/close`, {
      body: {},
      token: ops.avacha,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "departureHasBookings", count: 2 });
    expect(await publicSlot(app, 3, day(60), "08:00")).toMatchObject({ booked: 3, available: true });

    const noReason = await app.request<DepartureClosed>("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true },
      token: ops.avacha,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: "reasonRequired", field: "reason" });

    const reason = "Volcanic activity: the trail is closed";
    const closed = await app.request<DepartureClosed>("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true, reason },
      token: ops.avachaStaff,
    });
    expect(closed.status).toBe(200);
    expect(expectData(closed)).toMatchObject({ closed: true, cancelled: 2 });

    const confirmed = await bookingRow(app, first.booking.id);
    const pending = await bookingRow(app, second.booking.id);
    expect(confirmed).toMatchObject({ status: "cancelled", statusReason: reason, cancelledBy: "operator" });
    expect(pending).toMatchObject({ status: "rejected", statusReason: reason, cancelledBy: "operator" });
    const refunds = await refundsOf(app, [first.booking.id, second.booking.id]);
    expect(refunds).toHaveLength(2);
    expect(refunds.map((r) => r.amountCents).sort()).toEqual(
      [confirmed.totalCents, pending.totalCents].sort(),
    );
    const [ledger] = await app.services.db
      .select()
      .from(slotInventory)
      .where(
        and(eq(slotInventory.serviceId, 3), eq(slotInventory.date, day(60)), eq(slotInventory.time, "08:00")),
      );
    expect(ledger).toMatchObject({ booked: 0, closed: true });
    expect(await publicSlot(app, 3, day(60), "08:00")).toMatchObject({ available: false });

    // Closing again changes nothing and refunds nothing more.
    const again = await app.request<DepartureClosed>("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true, reason },
      token: ops.avacha,
    });
    expect(again.status).toBe(200);
    expect(expectData(again).cancelled).toBe(0);
    expect(await refundsOf(app, [first.booking.id, second.booking.id])).toHaveLength(2);

    // The guest reads the reason on their booking.
    const detail = await app.request<BookingWithOrder>("GET", `/api/booking/${first.booking.id}`, {
      token: traveller.token,
    });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(expectData(detail))).toContain(reason);
  });
});

describe("closing while travellers book", () => {
  it("no booking is left living on a departure closed at the same moment; each cancelled one is refunded once", async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, (_, i) => app.signUp(`Racer ${i}`)));
    const id = departure(62, "14:00");
    const book = (guest: { token: string }) =>
      app.request<CreatedOrder>("POST", "/api/bookings", {
        token: guest.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 62, time: "14:00", guests: 1 })]),
      });
    const close = app.request<DepartureClosed>("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true, reason: "Storm warning" },
      token: ops.avacha,
    });
    const [closed, ...booked] = await Promise.all([close, ...guests.map(book)]);
    expect(closed.status).toBe(200);
    for (const res of booked) {
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) expect(res.body.code).toBe("slotNotRunning");
    }
    const made = booked.filter((r) => r.status === 201).map((r) => expectData(r).bookings[0]!.id as string);
    const rows = made.length
      ? await app.services.db.select().from(bookings).where(inArray(bookings.id, made))
      : [];
    // Booked before the closing: cancelled by it. After: refused.
    expect(rows.every((row) => row.status === "rejected" && row.statusReason === "Storm warning")).toBe(true);
    expect(expectData(closed).cancelled).toBe(made.length);
    expect(await refundsOf(app, made)).toHaveLength(made.length);
    const [ledger] = await app.services.db
      .select()
      .from(slotInventory)
      .where(
        and(eq(slotInventory.serviceId, 3), eq(slotInventory.date, day(62)), eq(slotInventory.time, "14:00")),
      );
    expect(ledger).toMatchObject({ closed: true, booked: 0 });
  });
});
