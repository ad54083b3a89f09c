import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slotStart } from "../../core/dates.ts";
import * as t from "../../server/db/schema.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import { at } from "../support/bookings.ts";
import { declinedToken, goodToken } from "../support/factories.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { BookingWithOrder } from "../support/api-views.ts";
import { BALANCE, DEPOSIT, floatHelpers, RATES, TOTAL } from "../support/balances.ts";
import { testEnv, type TestApp } from "../support/test-app.ts";

// Issue 27 item 4: a deposit at checkout, the balance paid from the booking (card, SBP, points),
// to the cent in USD, EUR and RUB at the order's own rate (support/balances.ts: the river float).
// The due-date pass and refunds: balance-lapse.test.ts.

let app: TestApp;
let alice: User;
let bob: User;
useTravellers({ alice: "Alice Deposit", bob: "Bob Other" }, (made) => ({ app, alice, bob } = made));
const { bookFloat, pay, orderRow, givePoints } = floatHelpers(() => app);

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
