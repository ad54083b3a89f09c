import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, operatorToday, weekday } from "../../core/dates.ts";
import { departureId } from "../../core/operator.ts";
import { bookings, payments, slotInventory } from "../../server/db/schema.ts";
import { placeBooking } from "../support/bookings.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let app: TestApp;
let ops: Awaited<ReturnType<typeof operatorSessions>>;
let traveller: { id: string; token: string };
let ipCounter = 0;
const freshIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`;

const NOW = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  app = await createTestApp({ now: NOW });
  ops = await operatorSessions(app);
  traveller = await app.signUp("Tina Traveller");
});
afterAll(() => app.close());

const day = (daysAhead: number) => addDays(operatorToday(NOW), daysAhead);
const departure = (daysAhead: number, time = "08:00", serviceId = 3) =>
  departureId({ serviceId, date: day(daysAhead), time });

/** The slot as /service/:id shows it to travellers. */
async function publicSlot(serviceId: number, date: string, time: string) {
  const res = await app.request("GET", `/api/services/${serviceId}`);
  expect(res.status).toBe(200);
  const found = res.body.data.availability.find((d: { date: string }) => d.date === date);
  return found?.timeSlots.find((s: { time: string }) => s.time === time) as
    { available: boolean; capacity: number; booked: number } | undefined;
}

async function refundsOf(bookingIds: string[]) {
  const rows = await app.services.db
    .select({ orderId: bookings.orderId, reference: bookings.reference })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  return app.services.db
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      providerReference: payments.providerReference,
    })
    .from(payments)
    .where(
      and(
        inArray(
          payments.orderId,
          rows.map((r) => r.orderId),
        ),
        eq(payments.status, "refunded"),
      ),
    );
}

async function bookingRow(id: string) {
  const [row] = await app.services.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe("guards", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/operator/services/3/availability"],
    ["POST", "/api/operator/services/3/schedule", { weekday: 1, time: "10:00", capacity: 4 }],
    ["PUT", "/api/operator/services/3/schedule/1", { capacity: 4 }],
    ["DELETE", "/api/operator/services/3/schedule/1"],
    ["GET", "/api/operator/services/3/closures"],
    ["POST", "/api/operator/services/3/closures", { startDate: day(60), endDate: day(61) }],
    ["DELETE", "/api/operator/services/3/closures/1"],
    ["PUT", `/api/operator/departures/${departure(30)}/capacity`, { capacity: 5 }],
    ["POST", `/api/operator/departures/${departure(30)}/close`, {}],
    ["POST", `/api/operator/departures/${departure(30)}/reopen`, {}],
  ];

  it.each(routes)(
    "%s %s: 401 signed out, 404 for a traveller and for another supplier",
    async (method, path, body) => {
      expect((await app.request(method, path, { body })).status).toBe(401);
      expect((await app.request(method, path, { body, token: traveller.token })).status).toBe(404);
      const other = await app.request(method, path, { body, token: ops.hunting });
      expect(other.status).toBe(404);
      expect(other.body.success).toBe(false);
    },
  );

  it("a departure id that names nothing is a 404", async () => {
    for (const id of ["nope", "3-2026-13-01-0800", "3-2026-12-01-2500"]) {
      const res = await app.request("POST", `/api/operator/departures/${id}/reopen`, {
        body: {},
        token: ops.avacha,
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("departureNotFound");
    }
    // A time the schedule does not run, where nothing was ever sold.
    const res = await app.request("POST", `/api/operator/departures/${departure(30, "09:15")}/close`, {
      body: {},
      token: ops.avacha,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("departureNotFound");
  });
});

describe("GET /api/operator/services/:serviceId/availability", () => {
  it("answers the schedule, the closed ranges and the current month day by day", async () => {
    const res = await app.request("GET", "/api/operator/services/3/availability", { token: ops.avacha });
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view.service).toMatchObject({ id: 3 });
    expect(view.month).toBe("2026-11");
    expect(view.days).toHaveLength(30);
    expect(view.schedule.length).toBeGreaterThan(0);
    expect(view.schedule.every((s: { weekday: number }) => s.weekday >= 0 && s.weekday <= 6)).toBe(true);
    const today = view.days.find((d: { date: string }) => d.date === "2026-11-22");
    expect(today.departures.length).toBeGreaterThan(0);
    expect(today.capacity).toBe(
      today.departures.reduce((sum: number, d: { capacity: number }) => sum + d.capacity, 0),
    );
    expect(view.days[0].past).toBe(true);
  });

  it("takes another month, and refuses a month that is not one", async () => {
    const res = await app.request("GET", "/api/operator/services/5/availability?month=2027-02", {
      token: ops.avachaStaff,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.days).toHaveLength(28);
    const bad = await app.request("GET", "/api/operator/services/3/availability?month=2027-13", {
      token: ops.avacha,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalidDate");
  });
});

describe("the weekly schedule", () => {
  it("adds a slot travellers can book at once; the same weekday and time again is a 409", async () => {
    const date = day(45);
    const slot = { weekday: weekday(date), time: "11:30", capacity: 3 };
    expect(await publicSlot(3, date, "11:30")).toBeUndefined();
    const res = await app.request("POST", "/api/operator/services/3/schedule", {
      body: slot,
      token: ops.avacha,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...slot, period: "morning" });
    expect(await publicSlot(3, date, "11:30")).toMatchObject({ available: true, capacity: 3 });

    const again = await app.request("POST", "/api/operator/services/3/schedule", {
      body: { ...slot, capacity: 9 },
      token: ops.avacha,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "slotExists", field: "time" });
    expect(again.body.error).toContain("11:30");
  });

  it.each([
    [{ weekday: 7, time: "10:00", capacity: 4 }, "weekday"],
    [{ weekday: 1, time: "25:00", capacity: 4 }, "time"],
    [{ weekday: 1, time: "10:00", capacity: 0 }, "capacity"],
    [{ weekday: 1, time: "10:00", capacity: 2.5 }, "capacity"],
    [{ weekday: 1, time: "10:00" }, "capacity"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await app.request("POST", "/api/operator/services/3/schedule", { body, token: ops.avacha });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("changes a weekly capacity for departures without their own, and removes a slot keeping its bookings", async () => {
    const date = day(46);
    const added = await app.request("POST", "/api/operator/services/3/schedule", {
      body: { weekday: weekday(date), time: "16:30", capacity: 4 },
      token: ops.avachaStaff,
    });
    expect(added.status).toBe(201);
    const slotId = added.body.data.id;
    // One week on, a booking gives that departure its own seat ledger.
    const { booking } = await placeBooking(app, traveller, {
      serviceId: 3,
      daysAhead: 53,
      time: "16:30",
      guests: 1,
    });

    const changed = await app.request("PUT", `/api/operator/services/3/schedule/${slotId}`, {
      body: { capacity: 8 },
      token: ops.avachaStaff,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.capacity).toBe(8);
    expect(await publicSlot(3, date, "16:30")).toMatchObject({ capacity: 8 });
    expect(await publicSlot(3, day(53), "16:30")).toMatchObject({ capacity: 4, booked: 1 });

    const removed = await app.request("DELETE", `/api/operator/services/3/schedule/${slotId}`, {
      token: ops.avacha,
    });
    expect(removed.status).toBe(200);
    expect(await publicSlot(3, date, "16:30")).toBeUndefined();
    expect((await bookingRow(booking.id)).status).toBe("pending");
    // The operator still sees the booked departure, unscheduled.
    const view = await app.request(
      "GET",
      `/api/operator/services/3/availability?month=${day(53).slice(0, 7)}`,
      {
        token: ops.avacha,
      },
    );
    const kept = view.body.data.days
      .find((d: { date: string }) => d.date === day(53))
      .departures.find((d: { time: string }) => d.time === "16:30");
    expect(kept).toMatchObject({ unscheduled: true, booked: 1 });
    // Travellers can no longer pick it.
    const cart = await app.request("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app, { serviceId: 3, daysAhead: 46, time: "16:30" }),
    });
    expect(cart.status).toBe(400);
    expect(cart.body.code).toBe("slotNotRunning");

    const gone = await app.request("DELETE", `/api/operator/services/3/schedule/${slotId}`, {
      token: ops.avacha,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("slotNotFound");
  });

  it("another supplier's slot id is a 404 through this service", async () => {
    const own = await app.request("GET", "/api/operator/services/5/availability", { token: ops.avacha });
    const slotOf5 = own.body.data.schedule[0].id;
    const res = await app.request("PUT", `/api/operator/services/3/schedule/${slotOf5}`, {
      body: { capacity: 5 },
      token: ops.avacha,
    });
    expect(res.status).toBe(404);
  });
});

describe("per-departure capacity", () => {
  it("is never below what is booked", async () => {
    await placeBooking(app, traveller, { serviceId: 3, daysAhead: 50, time: "14:00", guests: 3 });
    const id = departure(50, "14:00");
    const below = await app.request("PUT", `/api/operator/departures/${id}/capacity`, {
      body: { capacity: 2 },
      token: ops.avacha,
    });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: "capacityBelowBooked", field: "capacity" });
    expect(below.body.error).toContain("3");

    const ok = await app.request("PUT", `/api/operator/departures/${id}/capacity`, {
      body: { capacity: 3 },
      token: ops.avachaStaff,
    });
    expect(ok.status).toBe(200);
    expect(await publicSlot(3, day(50), "14:00")).toMatchObject({ capacity: 3, booked: 3, available: false });
  });

  it("creates the departure's ledger from the schedule on its first change", async () => {
    const res = await app.request("PUT", `/api/operator/departures/${departure(51)}/capacity`, {
      body: { capacity: 10 },
      token: ops.avacha,
    });
    expect(res.status).toBe(200);
    expect(await publicSlot(3, day(51), "08:00")).toMatchObject({ capacity: 10, available: true });
  });

  it("refuses a departure that has started", async () => {
    const res = await app.request("PUT", `/api/operator/departures/${departure(-1)}/capacity`, {
      body: { capacity: 10 },
      token: ops.avacha,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("slotStarted");
  });
});

describe("closing a departure", () => {
  it("without bookings: travellers see it unavailable and cannot hold or book it; reopening puts it back", async () => {
    const id = departure(55);
    const date = day(55);
    // A line put in the cart before the closing.
    const inCart = await app.request("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app, { serviceId: 3, daysAhead: 55 }),
    });
    expect(inCart.status).toBe(201);

    const closed = await app.request("POST", `/api/operator/departures/${id}/close`, {
      body: {},
      token: ops.avacha,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ closed: true, cancelled: 0 });
    expect(await publicSlot(3, date, "08:00")).toMatchObject({ available: false, closed: true });

    const add = await app.request("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app, { serviceId: 3, daysAhead: 55 }),
    });
    expect(add.status).toBe(400);
    expect(add.body.code).toBe("slotNotRunning");

    const hold = await app.request("POST", "/api/checkout/hold", { token: traveller.token, body: {} });
    expect(hold.status).toBe(409);
    expect(hold.body.lines).toEqual([expect.objectContaining({ reason: "unavailable" })]);

    const book = await app.request("POST", "/api/bookings", {
      token: traveller.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 55 })]),
    });
    expect(book.status).toBe(400);
    expect(book.body.code).toBe("slotNotRunning");

    const reopened = await app.request("POST", `/api/operator/departures/${id}/reopen`, {
      body: {},
      token: ops.avachaStaff,
    });
    expect(reopened.status).toBe(200);
    expect(await publicSlot(3, date, "08:00")).toMatchObject({ available: true });
    await app.request("DELETE", `/api/cart/${traveller.id}/clear`, { token: traveller.token });
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
    const confirm = await app.request("POST", `/api/operator/bookings/${first.booking.id}/confirm`, {
      token: ops.avacha,
    });
    expect(confirm.status).toBe(200);
    const id = departure(60);

    const refused = await app.request("POST", `/api/operator/departures/${id}/close`, {
      body: {},
      token: ops.avacha,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "departureHasBookings", count: 2 });
    expect(await publicSlot(3, day(60), "08:00")).toMatchObject({ booked: 3, available: true });

    const noReason = await app.request("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true },
      token: ops.avacha,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: "reasonRequired", field: "reason" });

    const reason = "Volcanic activity: the trail is closed";
    const closed = await app.request("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true, reason },
      token: ops.avachaStaff,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ closed: true, cancelled: 2 });

    const confirmed = await bookingRow(first.booking.id);
    const pending = await bookingRow(second.booking.id);
    expect(confirmed).toMatchObject({ status: "cancelled", statusReason: reason, cancelledBy: "operator" });
    expect(pending).toMatchObject({ status: "rejected", statusReason: reason, cancelledBy: "operator" });
    const refunds = await refundsOf([first.booking.id, second.booking.id]);
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
    expect(await publicSlot(3, day(60), "08:00")).toMatchObject({ available: false });

    // Closing again changes nothing and refunds nothing more.
    const again = await app.request("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true, reason },
      token: ops.avacha,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.cancelled).toBe(0);
    expect(await refundsOf([first.booking.id, second.booking.id])).toHaveLength(2);

    // The guest reads the reason on their booking.
    const detail = await app.request("GET", `/api/booking/${first.booking.id}`, { token: traveller.token });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body.data)).toContain(reason);
  });
});

describe("closing while travellers book", () => {
  it("no booking is left living on a departure closed at the same moment; each cancelled one is refunded once", async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, (_, i) => app.signUp(`Racer ${i}`)));
    const id = departure(62, "14:00");
    const book = (guest: { token: string }) =>
      app.request("POST", "/api/bookings", {
        token: guest.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 62, time: "14:00", guests: 1 })]),
      });
    const close = app.request("POST", `/api/operator/departures/${id}/close`, {
      body: { cancelBookings: true, reason: "Storm warning" },
      token: ops.avacha,
    });
    const [closed, ...booked] = await Promise.all([close, ...guests.map(book)]);
    expect(closed.status).toBe(200);
    for (const res of booked) {
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) expect(res.body.code).toBe("slotNotRunning");
    }
    const made = booked.filter((r) => r.status === 201).map((r) => r.body.data.bookings[0].id as string);
    const rows = made.length
      ? await app.services.db.select().from(bookings).where(inArray(bookings.id, made))
      : [];
    // Booked before the closing: cancelled by it. After: refused.
    expect(rows.every((row) => row.status === "rejected" && row.statusReason === "Storm warning")).toBe(true);
    expect(closed.body.data.cancelled).toBe(made.length);
    expect(await refundsOf(made)).toHaveLength(made.length);
    const [ledger] = await app.services.db
      .select()
      .from(slotInventory)
      .where(
        and(eq(slotInventory.serviceId, 3), eq(slotInventory.date, day(62)), eq(slotInventory.time, "14:00")),
      );
    expect(ledger).toMatchObject({ closed: true, booked: 0 });
  });
});

describe("closed date ranges", () => {
  it("refuses an end before the start and dates that are not dates", async () => {
    const backwards = await app.request("POST", "/api/operator/services/3/closures", {
      body: { startDate: day(70), endDate: day(69) },
      token: ops.avacha,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: "closureRange", field: "endDate" });
    const bad = await app.request("POST", "/api/operator/services/3/closures", {
      body: { startDate: "2026-02-30", endDate: day(69) },
      token: ops.avacha,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalidDate", field: "startDate" });
  });

  it("closes the days for travellers, asks about bookings, cancels them with a reason, and opens again when removed", async () => {
    const { booking } = await placeBooking(app, traveller, {
      serviceId: 3,
      daysAhead: 72,
      time: "14:00",
      guests: 2,
    });
    const range = { startDate: day(71), endDate: day(73) };

    const refused = await app.request("POST", "/api/operator/services/3/closures", {
      body: range,
      token: ops.avacha,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "departureHasBookings", count: 1 });

    const reason = "Road to the volcano washed out";
    const added = await app.request("POST", "/api/operator/services/3/closures", {
      body: { ...range, cancelBookings: true, reason },
      token: ops.avacha,
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ closure: range, cancelled: 1 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "rejected", statusReason: reason });
    expect(await refundsOf([booking.id])).toHaveLength(1);

    for (const offset of [71, 72, 73]) {
      expect(await publicSlot(3, day(offset), "08:00")).toMatchObject({ available: false });
    }
    expect(await publicSlot(3, day(74), "08:00")).toMatchObject({ available: true });
    const book = await app.request("POST", "/api/bookings", {
      token: traveller.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 72, time: "08:00" })]),
    });
    expect(book.status).toBe(400);
    expect(book.body.code).toBe("slotNotRunning");

    const list = await app.request("GET", "/api/operator/services/3/closures", { token: ops.avachaStaff });
    expect(list.status).toBe(200);
    const closure = list.body.data.find((c: { startDate: string }) => c.startDate === range.startDate);
    expect(closure).toMatchObject(range);

    const view = await app.request(
      "GET",
      `/api/operator/services/3/availability?month=${day(72).slice(0, 7)}`,
      {
        token: ops.avacha,
      },
    );
    const calendarDay = view.body.data.days.find((d: { date: string }) => d.date === day(72));
    expect(calendarDay).toMatchObject({ closed: true, capacity: 0 });
    expect(calendarDay.departures.every((d: { closedByRange: boolean }) => d.closedByRange)).toBe(true);

    const removed = await app.request("DELETE", `/api/operator/services/3/closures/${closure.id}`, {
      token: ops.avacha,
    });
    expect(removed.status).toBe(200);
    expect(await publicSlot(3, day(72), "08:00")).toMatchObject({ available: true });
    const again = await app.request("DELETE", `/api/operator/services/3/closures/${closure.id}`, {
      token: ops.avacha,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("closureNotFound");
  });

  it("a service closed for the whole bookable horizon shows sold out in the catalogue", async () => {
    const added = await app.request("POST", "/api/operator/services/5/closures", {
      body: { startDate: day(0), endDate: day(120), cancelBookings: true, reason: "Closed for the season" },
      token: ops.avacha,
    });
    expect(added.status).toBe(201);
    const list = await app.request("GET", "/api/services?pageSize=50");
    const five = list.body.data.items.find((s: { id: number }) => s.id === 5);
    expect(five.availability).toBe("sold-out");
    await app.request("DELETE", `/api/operator/services/5/closures/${added.body.data.closure.id}`, {
      token: ops.avacha,
    });
    const after = await app.request("GET", "/api/services?pageSize=50");
    expect(after.body.data.items.find((s: { id: number }) => s.id === 5).availability).toBe("available");
  });
});
