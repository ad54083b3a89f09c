import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, operatorToday, slotStart } from "../../core/dates.ts";
import * as t from "../../server/db/schema.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { lapseUnpaidBalances } from "../../server/modules/booking/balance-lapse.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import { settleRefunds } from "../../server/modules/payment/settle.ts";
import { at, freshIp, placeBooking } from "../support/bookings.ts";
import { declinedToken, goodToken, seatsLeft } from "../support/factories.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { BookingWithOrder, Cancelled } from "../support/api-views.ts";
import { testEnv, type TestApp } from "../support/test-app.ts";

// Issue 27 item 4: a deposit at checkout, the balance paid from the booking (card, SBP, points),
// to the cent in USD, EUR and RUB at the order's own rate; the due-date pass; exact refunds of
// what was paid with two charges on an order. The river float (service 2): $1,800 an adult, a
// $15 park entry per paying person, 30 % deposit, the balance due 30 days before the start.

let app: TestApp;
let alice: User;
let bob: User;
useTravellers({ alice: "Alice Deposit", bob: "Bob Other" }, (made) => ({ app, alice, bob } = made));

// Two adults on a winter day (no season): 2 × $1,800 + 2 × $15 = $3,630; 30 % = $1,089.
const TOTAL = 363_000;
const DEPOSIT = 108_900;
const BALANCE = 254_100;
const RATES = { USD: 1, EUR: 0.92, RUB: 91.5 } as const;

/** A float 40+ days ahead (each test its own day, so seats never run out), in `currency`. */
let day = 40;
const bookFloat = (user: User, currency: keyof typeof RATES = "USD", daysAhead = day++) =>
  placeBooking(app, user, { serviceId: 2, daysAhead, guests: 2 }, { currency });

const pay = (user: User | null, bookingId: string, body: Record<string, unknown>, key?: string) =>
  app.request<BookingWithOrder>("POST", `/api/booking/${bookingId}/balance`, {
    token: user?.token,
    ip: freshIp(),
    headers: key ? { "Idempotency-Key": key } : undefined,
    body,
  });

const orderRow = async (id: string) =>
  (await app.services.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const givePoints = (user: User, amountCents: number) =>
  app.services.db.insert(t.transactions).values({
    id: randomUUID(),
    userId: user.id,
    type: "credit",
    kind: "top_up",
    amountCents,
    description: "Top-up",
  });

describe("a deposit at checkout", () => {
  it.each([
    ["USD", DEPOSIT, BALANCE],
    ["EUR", 100_188, 233_772],
    ["RUB", 9_964_350, 23_250_150],
  ] as const)(
    "charges 30 %% in %s and leaves the balance due 30 days before",
    async (currency, minor, balanceMinor) => {
      const { order, booking } = await bookFloat(alice, currency);
      expect(booking).toMatchObject({
        totalCents: TOTAL,
        depositCents: DEPOSIT,
        balanceCents: BALANCE,
        balancePaidAt: null,
      });
      const start = slotStart(booking.date, booking.time);
      expect(booking.balanceDueAt).toBe(new Date(start.getTime() - 30 * 86_400_000).toISOString());
      expect(order).toMatchObject({ currency, exchangeRate: RATES[currency], chargedMinor: minor });
      expect((await orderRow(order.id)).paidCents).toBe(DEPOSIT);
      // The balance will cost, in the order's currency, what it costs at the order's rate.
      expect(Math.round(BALANCE * order.exchangeRate)).toBe(balanceMinor);
    },
  );

  it("takes the full price when the trip is less than 30 days ahead: no balance to pay", async () => {
    const { booking } = await bookFloat(alice, "USD", 20);
    expect(booking).toMatchObject({ depositCents: TOTAL, balanceCents: 0, balanceDueAt: null });
    expectFailure(
      await pay(alice, booking.id, { paymentMethod: "card", paymentToken: goodToken }),
      409,
      "noBalanceDue",
    );
  });

  it("schedules the guest's reminders 7 and 2 days before the balance is due", async () => {
    const { booking } = await bookFloat(alice);
    const rows = await app.services.db
      .select({ key: t.outbox.key, runAt: t.outbox.runAt })
      .from(t.outbox)
      .where(eq(t.outbox.kind, "balanceReminder"))
      .orderBy(asc(t.outbox.runAt));
    const due = new Date(booking.balanceDueAt!).getTime();
    expect(rows.filter((r) => r.key.includes(booking.id))).toEqual([
      { key: `balanceReminder:${booking.id}:7`, runAt: new Date(due - 7 * 86_400_000) },
      { key: `balanceReminder:${booking.id}:2`, runAt: new Date(due - 2 * 86_400_000) },
    ]);
  });
});

describe("POST /api/booking/:id/balance", () => {
  it("is for the booking's own traveller: 401 signed out, 404 for anyone else's", async () => {
    const { booking } = await bookFloat(alice);
    const body = { paymentMethod: "card", paymentToken: goodToken };
    expect((await pay(null, booking.id, body)).status).toBe(401);
    expectFailure(await pay(bob, booking.id, body), 404, "bookingNotFound");
  });

  it("pays by card in the order's currency at its own rate, once per key, then 409", async () => {
    const { order, booking } = await bookFloat(alice, "EUR");
    const body = { paymentMethod: "card", paymentToken: goodToken };
    const paid = expectData(await pay(alice, booking.id, body, "balance-card-eur-1"));
    expect(paid).toMatchObject({ balanceCents: 0, balancePaidAt: app.clock.now.toISOString() });
    expect(paid.order).toMatchObject({ currency: "EUR", chargedMinor: 100_188 + 233_772 });
    // The same key answers again and charges nothing more.
    const again = expectData(await pay(alice, booking.id, body, "balance-card-eur-1"));
    expect(again.order.chargedMinor).toBe(100_188 + 233_772);
    const rows = await app.services.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.orderId, order.id), eq(t.payments.purpose, "balance")));
    expect(rows).toMatchObject([
      {
        bookingId: booking.id,
        status: "succeeded",
        method: "card",
        amountCents: BALANCE,
        currency: "EUR",
        amountMinor: 233_772,
        cardLast4: "4242",
      },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ paidCents: TOTAL, chargedMinor: 333_960 });
    // The receipt, and the operator's notice.
    const events = await app.services.db
      .select({ kind: t.outbox.kind })
      .from(t.outbox)
      .where(inArray(t.outbox.key, [`paymentReceived:${rows[0]!.id}`, `balancePaidNotice:${booking.id}`]));
    expect(events.map((e) => e.kind).sort()).toEqual(["balancePaidNotice", "paymentReceived"]);
    // Paid twice: nothing is left to pay.
    expectFailure(await pay(alice, booking.id, body, "balance-card-eur-2"), 409, "noBalanceDue");
  });

  it("a declined card pays nothing and leaves the balance due", async () => {
    const { order, booking } = await bookFloat(alice);
    const declined = await pay(alice, booking.id, { paymentMethod: "card", paymentToken: declinedToken });
    expect(declined.status).toBe(402);
    expect(await orderRow(order.id)).toMatchObject({ paidCents: DEPOSIT, chargedMinor: DEPOSIT });
    const view = expectData(
      await app.request<BookingWithOrder>("GET", `/api/booking/${booking.id}`, { token: alice.token }),
    );
    expect(view).toMatchObject({ balanceCents: BALANCE, balancePaidAt: null });
  });

  it("pays with points alone, 1 point a cent, and refuses more points than the balance holds", async () => {
    const user = await app.signUp("Polly Points");
    const { order, booking } = await bookFloat(user, "RUB");
    await givePoints(user, BALANCE - 1);
    expectFailure(await pay(user, booking.id, { pointsCents: BALANCE }), 409, "pointsExceedBalance");
    expectFailure(await pay(user, booking.id, { pointsCents: BALANCE - 1 }), 400, "paymentMethodRequired");
    await givePoints(user, 1);
    const paid = expectData(await pay(user, booking.id, { pointsCents: BALANCE }));
    expect(paid.balanceCents).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({
      paidCents: TOTAL,
      chargedMinor: 9_964_350,
      pointsUsedCents: BALANCE,
    });
  });

  it("pays by SBP in roubles: points for part, the rest in kopecks at the order's rate", async () => {
    const user = await app.signUp("Sasha SBP");
    const { order, booking } = await bookFloat(user, "RUB");
    await givePoints(user, 4_100);
    const key = "balance-sbp-rub-1";
    const kopecks = Math.round((BALANCE - 4_100) * 91.5);
    expect(kopecks).toBe(22_875_000);
    const sbpToken = sbpConfirmation(
      testEnv.authSecret,
      { userId: user.id, checkoutKey: key, amountMinor: kopecks },
      app.clock.now,
    );
    const paid = expectData(
      await pay(user, booking.id, { paymentMethod: "sbp", sbpToken, pointsCents: 4_100 }, key),
    );
    expect(paid.order).toMatchObject({ chargedMinor: 9_964_350 + kopecks, pointsUsedCents: 4_100 });
    expect(await orderRow(order.id)).toMatchObject({ paidCents: TOTAL });
  });

  it("is refused from the due time on (409 balanceOverdue)", async () => {
    const { booking } = await bookFloat(alice);
    const due = new Date(booking.balanceDueAt!);
    const answer = await at(app, due, () =>
      pay(alice, booking.id, { paymentMethod: "card", paymentToken: goodToken }),
    );
    expectFailure(answer, 409, "balanceOverdue");
  });
});

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
          items: [item(day++), item(day++)],
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
