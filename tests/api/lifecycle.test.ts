import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, slotStart } from "../../core/dates.ts";
import { payments, transactions } from "../../server/db/schema.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { startJobRunner } from "../../server/jobs/runner.ts";
import { createTransport } from "../../server/modules/notifications/transport.ts";
import { at, placeBooking, setStatus } from "../support/bookings.ts";
import { seatsLeft } from "../support/factories.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { BookingWithOrder, Order } from "../support/api-views.ts";

let app: TestApp;
let alice: User;
useTravellers({ alice: "Alice Traveller" }, (made) => ({ app, alice } = made));

const statusOf = async (id: string) =>
  expectData(await app.request<BookingWithOrder>("GET", `/api/booking/${id}`, { token: alice.token })).status;
/** The first minute of a day in the operator's calendar. */
const startOfDay = (date: string) => new Date(slotStart(date, "00:00").getTime() + 60_000);

describe("advanceBookings: pending past the supplier's deadline", () => {
  it("rejects, gives the seats back and records the refund; not a minute early", async () => {
    const { order, booking } = await placeBooking(app, alice, { serviceId: 2, daysAhead: 20, guests: 3 });
    const date = booking.date;
    expect(await seatsLeft(app, 2, date, "08:00")).toBe(3);
    const deadline = new Date(booking.supplierDeadline);

    const early = await at(app, deadline, () => advanceBookings(app.services.db, deadline));
    expect(early.rejected).toBe(0);
    expect(await statusOf(booking.id)).toBe("pending");

    const late = new Date(deadline.getTime() + 1_000);
    const moved = await at(app, late, () => advanceBookings(app.services.db, late));
    expect(moved.rejected).toBe(1);
    expect(await statusOf(booking.id)).toBe("rejected");
    expect(await seatsLeft(app, 2, date, "08:00")).toBe(6);
    const refunds = await app.services.db
      .select({ amountCents: payments.amountCents, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "refunded")));
    expect(refunds).toEqual([{ amountCents: booking.totalCents, createdAt: late }]);
    const receipt = await app.request<Order>("GET", `/api/orders/${order.reference}`, { token: alice.token });
    expect(expectData(receipt).status).toBe("refunded");

    expect(await at(app, late, () => advanceBookings(app.services.db, late))).toEqual({
      completed: 0,
      rejected: 0,
    });
    expect(await seatsLeft(app, 2, date, "08:00")).toBe(6);
  });
});

describe("advanceBookings: confirmed past the end date", () => {
  it("completes the day after the last day in the operator's calendar, with 5% back once", async () => {
    const { booking } = await placeBooking(app, alice, { serviceId: 3, daysAhead: 4, guests: 1 });
    await setStatus(app, booking.id, "confirmed");
    const lastDay = startOfDay(booking.endDate);
    expect((await at(app, lastDay, () => advanceBookings(app.services.db, lastDay))).completed).toBe(0);
    expect(await statusOf(booking.id)).toBe("confirmed");

    const dayAfter = startOfDay(addDays(booking.endDate, 1));
    // Two processes running the same pass at once move the booking once.
    const passes = await at(app, dayAfter, () =>
      Promise.all([advanceBookings(app.services.db, dayAfter), advanceBookings(app.services.db, dayAfter)]),
    );
    expect(passes[0].completed + passes[1].completed).toBe(1);
    expect(await statusOf(booking.id)).toBe("completed");
    const lines = await app.services.db
      .select({ amountCents: transactions.amountCents })
      .from(transactions)
      .where(and(eq(transactions.bookingId, booking.id), eq(transactions.kind, "cashback")));
    expect(lines).toEqual([{ amountCents: Math.round(booking.totalCents * 0.05) }]);
  });

  it("leaves pending bookings within their deadline and cancelled ones alone", async () => {
    const pending = await placeBooking(app, alice, { serviceId: 4, daysAhead: 9 });
    const cancelled = await placeBooking(app, alice, { serviceId: 4, daysAhead: 10 });
    await setStatus(app, cancelled.booking.id, "cancelled");
    await advanceBookings(app.services.db, app.clock.now);
    expect(await statusOf(pending.booking.id)).toBe("pending");
    expect(await statusOf(cancelled.booking.id)).toBe("cancelled");
  });
});

describe("the job runner", () => {
  it("makes the lifecycle pass at start and stops cleanly", async () => {
    const { booking } = await placeBooking(app, alice, { serviceId: 1, daysAhead: 12, guests: 1 });
    const late = new Date(new Date(booking.supplierDeadline).getTime() + 1_000);
    const transport = createTransport({ from: "test@localhost", baseUrl: app.services.env.baseUrl });
    const job = startJobRunner({ ...app.services, now: () => late }, transport, { intervalMs: 3_600_000 });
    await job.stop();
    expect(await statusOf(booking.id)).toBe("rejected");
  });
});
