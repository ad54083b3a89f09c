import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/db/client.ts";
import { sbpAmount } from "../../server/modules/checkout/checkout.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import { settleRefunds } from "../../server/modules/payment/settle.ts";
import { supplierReport } from "../../server/modules/operator/reports.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { freshIp, holdOne } from "../support/bookings.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";
import { consoleContext } from "../support/operators.ts";
import { expectData } from "../support/answers.ts";
import type { CreatedOrder } from "../../core/views.ts";
import type { BookingWithOrder, Cancelled, Order } from "../support/api-views.ts";

// Issue 15: an order's currency, the rate snapshot, and what was charged in minor units; refunds
// of what was paid. Points at checkout: money-points.test.ts; the provider: money-provider.test.ts.

let app: TestApp;
const start = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  app = await createTestApp({ now: start });
});
afterAll(() => app.close());

/** Today's rates change (the rate service answered again); the cache is read after a minute. */
async function ratesChange(rates: Record<string, number>, minutes: number) {
  app.clock.now = new Date(start.getTime() + minutes * 60_000);
  for (const [currency, rate] of Object.entries(rates)) {
    await app.services.db
      .insert(schema.exchangeRates)
      .values({ currency, rate, fetchedAt: app.clock.now })
      .onConflictDoUpdate({ target: schema.exchangeRates.currency, set: { rate, fetchedAt: app.clock.now } });
  }
}

describe("an order's currency", () => {
  it("charges SBP in kopecks at the hold's rate snapshot, even after today's rate moved", async () => {
    const user = await app.signUp("Rouble Payer");
    const item = cartItem(app, { serviceId: 3, daysAhead: 30, guests: 2 });
    const held = await holdOne(app, user, item);
    expect(held.exchangeRates).toEqual({ USD: 1, EUR: 0.92, RUB: 91.5 });
    const kopecks = Math.round(held.totalCents * 91.5);
    try {
      await ratesChange({ USD: 1, EUR: 0.95, RUB: 100 }, 3);
      // The bank's page works out the amount on the server (the cart, at the hold's snapshot).
      const catalog = await app.services.catalog.byId();
      const today = (await app.services.rates.get()).rates;
      expect(today.RUB).toBe(100);
      expect(await sbpAmount(app.services.db, user.id, catalog, app.clock.now, today, 0)).toBe(kopecks);
      const checkoutKey = "checkout-sbp-rouble-payer";
      const sbp = (sbpToken: string, key = checkoutKey) =>
        app.request<CreatedOrder>("POST", "/api/bookings", {
          token: user.token,
          ip: freshIp(),
          headers: { "Idempotency-Key": key },
          body: bookingBody([item], {
            paymentMethod: "sbp",
            currency: "RUB",
            paymentToken: undefined,
            sbpToken,
          }),
        });
      const confirm = (amountMinor: number, key = checkoutKey, userId = user.id) =>
        sbpConfirmation(testEnv.authSecret, { userId, checkoutKey: key, amountMinor }, app.clock.now);
      // Confirmations for another amount (the dollar figure, a kopeck less), another checkout or
      // another user are refused.
      for (const [token, key] of [
        [confirm(held.totalCents), checkoutKey],
        [confirm(kopecks - 1), checkoutKey],
        [confirm(kopecks, "checkout-some-other-one"), checkoutKey],
        [confirm(kopecks, checkoutKey, "someone-else"), checkoutKey],
        [confirm(kopecks), "checkout-sbp-second-try"],
        ["123.forged", checkoutKey],
      ] as const) {
        const refused = await sbp(token, key);
        expect(refused.status).toBe(402);
        expect(refused.body.code).toBe("sbpNotConfirmed");
      }
      const paid = await sbp(confirm(kopecks));
      expect(paid.status).toBe(201);
      expect(expectData(paid).order).toMatchObject({
        totalCents: held.totalCents,
        currency: "RUB",
        exchangeRate: 91.5,
        chargedMinor: kopecks,
        pointsUsedCents: 0,
      });
      const [payment] = await app.services.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.orderId, expectData(paid).order.id));
      expect(payment).toMatchObject({ currency: "RUB", amountMinor: kopecks, amountCents: held.totalCents });

      const bookingId = expectData(paid).bookings[0]!.id;
      const one = await app.request<BookingWithOrder>("GET", `/api/booking/${bookingId}`, {
        token: user.token,
      });
      expect(one.status).toBe(200);
      expect(expectData(one).order).toMatchObject({
        reference: expectData(paid).order.reference,
        currency: "RUB",
        exchangeRate: 91.5,
        chargedMinor: kopecks,
        pointsUsedCents: 0,
      });
      const receipt = await app.request<Order>("GET", `/api/orders/${expectData(paid).order.reference}`, {
        token: user.token,
      });
      expect(expectData(receipt)).toMatchObject({
        currency: "RUB",
        chargedMinor: kopecks,
        exchangeRate: 91.5,
      });
    } finally {
      app.clock.now = start;
      await ratesChange({ USD: 1, EUR: 0.92, RUB: 91.5 }, 0);
    }
  });

  it("charges a card in the order's currency (euro cents); without a hold, at today's rate", async () => {
    const user = await app.signUp("Euro Payer");
    const item = cartItem(app, { serviceId: 5, daysAhead: 31, guests: 1 });
    const paid = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([item], { currency: "EUR" }),
    });
    expect(paid.status).toBe(201);
    const { order } = expectData(paid);
    const today = (await app.services.rates.get()).rates.EUR;
    expect(order).toMatchObject({ currency: "EUR", exchangeRate: today });
    expect(order.chargedMinor).toBe(Math.round(order.totalCents * today));
    // USD stays USD cents, one for one.
    const usd = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 32, guests: 1 })]),
    });
    expect(expectData(usd).order).toMatchObject({
      currency: "USD",
      exchangeRate: 1,
      chargedMinor: expectData(usd).order.totalCents,
    });
  });
});

describe("refunds of what was paid", () => {
  it("a discounted order cancelled line by line refunds each line's paid share, in euros, to the cent", async () => {
    const referrer = await app.signUp("Money Referrer");
    const friend = await app.signUp("Money Friend");
    await app.services.db
      .insert(schema.referrals)
      .values({ id: randomUUID(), referrerId: referrer.id, referredUserId: friend.id });
    const first = cartItem(app, { serviceId: 2, daysAhead: 40, guests: 1 });
    const second = cartItem(app, { serviceId: 4, daysAhead: 41, guests: 3 });
    const [service4] = await app.services.db
      .select({ supplierId: schema.services.supplierId })
      .from(schema.services)
      .where(eq(schema.services.id, 4));
    const month = second.dates.startDate.slice(0, 7);
    const report = async () =>
      (
        await supplierReport(consoleContext(app, service4!.supplierId), { from: month, to: month })
      ).services.find((s) => s.serviceId === 4) ?? { revenueCents: 0, chargedEurMinor: 0 };
    const reportBefore = await report();
    const paid = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: friend.token,
      ip: freshIp(),
      body: bookingBody([first, second], { currency: "EUR" }),
    });
    expect(paid.status).toBe(201);
    const { order, bookings } = expectData(paid);
    expect(order.discountCents).toBe(Math.round(order.subtotalCents / 10));
    const line = (serviceId: number) =>
      bookings.find((b: { serviceId: number }) => b.serviceId === serviceId);
    const a = line(2);
    const b = line(4);

    // The operator's report counts what was paid for the line (less its share of the discount),
    // and what was charged for it in euro cents.
    const paidForB = Math.round((b!.totalCents * order.totalCents) / order.subtotalCents);
    const reportAfter = await report();
    expect(reportAfter.revenueCents - reportBefore.revenueCents).toBe(paidForB);
    expect(reportAfter.chargedEurMinor - reportBefore.chargedEurMinor).toBe(
      Math.round((order.chargedMinor * paidForB) / order.totalCents),
    );

    // One line of two: what was paid for it (10% off, and 40 days ahead the float took only its
    // 30 % deposit), not its list total; the rest stays.
    const cancelled = await app.request<Cancelled>("PUT", `/api/booking/${a!.id}`, {
      token: friend.token,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const paidForA = a!.depositCents;
    expect(paidForA).toBe(Math.round(((a!.totalCents - a!.discountCents) * 30) / 100));
    const paidOnOrder = a!.depositCents + b!.depositCents;
    const expectedA = Math.round((order.chargedMinor * paidForA) / paidOnOrder);
    expect(expectedA).toBeLessThan(Math.round(a!.totalCents * order.exchangeRate));
    expect(expectData(cancelled).refund).toEqual({ currency: "EUR", minor: expectedA, pointsCents: 0 });
    const after = await app.request<BookingWithOrder>("GET", `/api/booking/${b!.id}`, {
      token: friend.token,
    });
    expect(expectData(after).order).toMatchObject({
      status: "partially_refunded",
      refundedMinor: expectedA,
      refundedPointsCents: 0,
    });
    const refunds = () =>
      app.services.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.status, "refunded")));
    const [refund] = await refunds();
    expect(refund).toMatchObject({ currency: "EUR", amountMinor: expectedA, settledAt: null });

    // The provider gets it after the transaction: once, however often the pass runs.
    expect(await settleRefunds(app.services.db, app.services.payments, app.clock.now)).toBe(1);
    expect(await settleRefunds(app.services.db, app.services.payments, app.clock.now)).toBe(0);
    const [settled] = await refunds();
    expect(settled!.settledAt).not.toBeNull();
    expect(settled!.providerReference).toMatch(/^sbx_re_/);

    // The last line gives back what is left: together exactly what was charged.
    const last = await app.request<Cancelled>("PUT", `/api/booking/${b!.id}`, {
      token: friend.token,
      body: { status: "cancelled" },
    });
    expect(expectData(last).refund!.minor).toBe(order.chargedMinor - expectedA);
    const receipt = await app.request<Order>("GET", `/api/orders/${order.reference}`, {
      token: friend.token,
    });
    expect(expectData(receipt)).toMatchObject({ status: "refunded", refundedMinor: order.chargedMinor });
    expect((await refunds()).reduce((sum, r) => sum + r.amountMinor, 0)).toBe(order.chargedMinor);
  });
});
