import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import * as t from "../../server/db/schema.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { lapseUnpaidBalances } from "../../server/modules/booking/balance-lapse.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import { settleRefunds } from "../../server/modules/payment/settle.ts";
import { at, freshIp } from "../support/bookings.ts";
import { goodToken, seatsLeft } from "../support/factories.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import type { BookingWithOrder, Cancelled } from "../support/api-views.ts";
import { BALANCE, DEPOSIT, floatHelpers, TOTAL } from "../support/balances.ts";
import { testEnv, type TestApp } from "../support/test-app.ts";

// Issue 27 item 4: a balance unpaid at its due time cancels the booking (clock moved), the
// deposit kept or refunded as the service's policy says; refunds with two charges on an order
// are exact (support/balances.ts: the river float).

let app: TestApp;
let alice: User;
useTravellers({ alice: "Alice Lapse" }, (made) => ({ app, alice } = made));
const { bookFloat, pay, orderRow, givePoints, nextDay } = floatHelpers(() => app);

describe("the due-date pass", () => {
  it("cancels an unpaid booking at its due time: deposit kept, seats freed, guest and operator told", async () => {
    const { order, booking } = await bookFloat(alice);
    const paidOne = await bookFloat(alice);
    expectData(await pay(alice, paidOne.booking.id, { paymentMethod: "card", paymentToken: goodToken }));
    const seats = await seatsLeft(app, 2, booking.date, booking.time);
    const due = new Date(booking.balanceDueAt!);
    const early = new Date(due.getTime() - 1_000);
    const statusOf = async (id: string) =>
      expectData(await app.request<BookingWithOrder>("GET", `/api/booking/${id}`, { token: alice.token }))
        .status;
    // Earlier tests' bookings lapse before it; this one is not touched a second early.
    await at(app, early, () => lapseUnpaidBalances(app.services.db, early));
    expect(await statusOf(booking.id)).toBe("pending");
    // The paid one's due time comes a day later; it is never touched.
    const late = new Date(due.getTime() + 2 * 86_400_000);
    expect(await at(app, late, () => lapseUnpaidBalances(app.services.db, late))).toBe(1);
    expect(await at(app, late, () => lapseUnpaidBalances(app.services.db, late))).toBe(0);
    expect(await statusOf(paidOne.booking.id)).toBe("pending");
    const view = expectData(
      await app.request<BookingWithOrder>("GET", `/api/booking/${booking.id}`, { token: alice.token }),
    );
    expect(view).toMatchObject({
      status: "cancelled",
      cancelledBy: "deadline",
      refund: { currency: "USD", minor: 0, pointsCents: 0 },
    });
    expect(view.statusReason).toContain("deposit is kept");
    expect(await seatsLeft(app, 2, booking.date, booking.time)).toBe(seats + 2);
    expect(await orderRow(order.id)).toMatchObject({ refundedMinor: 0, chargedMinor: DEPOSIT });
    // Both told: the guest by mail and in the app, the operator by mail.
    await at(app, late, async () => {
      while ((await deliverDueEvents(app.services)) > 0);
    });
    const mails = await app.services.db
      .select({ kind: t.mails.kind, to: t.mails.toAddress, subject: t.mails.subject })
      .from(t.mails)
      .where(inArray(t.mails.kind, ["balanceLapsed", "balanceLapsedNotice"]));
    const about = mails.filter((m) => m.subject.includes(booking.reference));
    expect(about.map((m) => m.kind).sort()).toEqual(["balanceLapsed", "balanceLapsedNotice"]);
    expect(about.find((m) => m.kind === "balanceLapsed")!.subject).toBe(
      `Booking ${booking.reference} cancelled: the balance was not paid`,
    );
    const inApp = await app.services.db
      .select({ kind: t.notifications.kind })
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, alice.id), eq(t.notifications.bookingId, booking.id)));
    expect(inApp.map((n) => n.kind)).toContain("balanceLapsed");
    // Reminders are dropped when they come due: a balance already paid, a booking that lapsed.
    const reminders = await app.services.db
      .select({ status: t.outbox.status })
      .from(t.outbox)
      .where(
        inArray(t.outbox.key, [
          `balanceReminder:${paidOne.booking.id}:7`,
          `balanceReminder:${booking.id}:7`,
          `balanceReminder:${booking.id}:2`,
        ]),
      );
    expect(reminders).toEqual([{ status: "skipped" }, { status: "skipped" }, { status: "skipped" }]);
  });

  it("refunds the deposit instead when the service's policy says so", async () => {
    await app.services.db.update(t.services).set({ depositKeptOnLapse: false }).where(eq(t.services.id, 2));
    try {
      const { order, booking } = await bookFloat(alice, "EUR");
      const late = new Date(new Date(booking.balanceDueAt!).getTime() + 1_000);
      expect(await at(app, late, () => lapseUnpaidBalances(app.services.db, late))).toBeGreaterThanOrEqual(1);
      const view = expectData(
        await app.request<BookingWithOrder>("GET", `/api/booking/${booking.id}`, { token: alice.token }),
      );
      expect(view.refund).toEqual({ currency: "EUR", minor: 100_188, pointsCents: 0 });
      expect(await orderRow(order.id)).toMatchObject({ refundedMinor: 100_188, status: "refunded" });
    } finally {
      await app.services.db.update(t.services).set({ depositKeptOnLapse: true }).where(eq(t.services.id, 2));
    }
  });
});

describe("refunds with a deposit and a balance paid", () => {
  it("gives back both charges to the unit, each against its own charge, points as points", async () => {
    const user = await app.signUp("Rita Refund");
    const { order, booking } = await bookFloat(user, "RUB");
    await givePoints(user, 100_000);
    const key = "balance-refund-rub-1";
    const kopecks = Math.round((BALANCE - 100_000) * 91.5);
    const sbpToken = sbpConfirmation(
      testEnv.authSecret,
      { userId: user.id, checkoutKey: key, amountMinor: kopecks },
      app.clock.now,
    );
    expectData(await pay(user, booking.id, { paymentMethod: "sbp", sbpToken, pointsCents: 100_000 }, key));
    const cancelled = expectData(
      await app.request<Cancelled>("PUT", `/api/booking/${booking.id}`, {
        token: user.token,
        body: { status: "cancelled" },
      }),
    );
    expect(cancelled.refund).toEqual({ currency: "RUB", minor: 9_964_350 + kopecks, pointsCents: 100_000 });
    const charges = await app.services.db
      .select({ id: t.payments.id, purpose: t.payments.purpose })
      .from(t.payments)
      .where(and(eq(t.payments.orderId, order.id), eq(t.payments.status, "succeeded")));
    const refunds = await app.services.db
      .select({ refundOf: t.payments.refundOf, amountMinor: t.payments.amountMinor })
      .from(t.payments)
      .where(and(eq(t.payments.orderId, order.id), eq(t.payments.status, "refunded")));
    const of = (purpose: string) => charges.find((c) => c.purpose === purpose)!.id;
    expect(refunds.sort((a, b) => a.amountMinor - b.amountMinor)).toEqual([
      { refundOf: of("order"), amountMinor: 9_964_350 },
      { refundOf: of("balance"), amountMinor: kopecks },
    ]);
    // The provider takes both: neither is more than its charge.
    expect(await settleRefunds(app.services.db, app.services.payments, app.clock.now)).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("two lines of one order, one with its balance paid: each gives back what was paid for it", async () => {
    const user = await app.signUp("Theo Two Lines");
    const today = operatorToday(app.clock.now);
    const item = (daysAhead: number) => ({
      serviceId: 2,
      dates: { startDate: addDays(today, daysAhead) },
      selectedTime: "08:00",
      guests: 2,
    });
    const res = await app.request<{ order: { id: string }; bookings: BookingWithOrder[] }>(
      "POST",
      "/api/bookings",
      {
        token: user.token,
        ip: freshIp(),
        body: {
          items: [item(nextDay()), item(nextDay())],
          paymentMethod: "card",
          paymentToken: goodToken,
          customerInfo: {
            name: "Theo",
            email: "theo@example.com",
            phone: "+49 30 1234567",
            address: { street: "A 1", city: "Berlin", country: "Germany" },
          },
        },
      },
    );
    const { order, bookings } = expectData(res, 201);
    const [first, second] = bookings as [BookingWithOrder, BookingWithOrder];
    expectData(await pay(user, first.id, { paymentMethod: "card", paymentToken: goodToken }));
    const cancel = (id: string) =>
      app.request<Cancelled>("PUT", `/api/booking/${id}`, {
        token: user.token,
        body: { status: "cancelled" },
      });
    // $3,630 paid for the first ($1,089 + $2,541), $1,089 for the second.
    expect(expectData(await cancel(first.id)).refund).toEqual({
      currency: "USD",
      minor: TOTAL,
      pointsCents: 0,
    });
    expect(expectData(await cancel(second.id)).refund).toEqual({
      currency: "USD",
      minor: DEPOSIT,
      pointsCents: 0,
    });
    expect(await orderRow(order.id)).toMatchObject({
      chargedMinor: TOTAL + DEPOSIT,
      refundedMinor: TOTAL + DEPOSIT,
    });
  });
});
