import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { schema } from "../../server/db/client.ts";
import { sbpAmount } from "../../server/modules/checkout/checkout.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import type { PaymentProvider } from "../../server/modules/payment/provider.ts";
import { reconcileCheckouts, settleRefunds } from "../../server/modules/payment/settle.ts";
import { supplierReport } from "../../server/modules/operator/reports.ts";
import { startJobRunner } from "../../server/jobs/runner.ts";
import { createTransport } from "../../server/modules/notifications/transport.ts";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { createApi } from "../../server/api/app.ts";
import { accessLog } from "../../server/log.ts";
import { bookingBody, cartItem, declinedCard, goodCard, goodToken } from "../support/factories.ts";
import { freshIp } from "../support/bookings.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";

// Issue 15: an order's currency, the rate snapshot, and what was charged in minor units.

let app: TestApp;
const start = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  app = await createTestApp({ now: start });
});
afterAll(() => app.close());

async function holdOne(user: { id: string; token: string }, item: ReturnType<typeof cartItem>) {
  expect((await app.request("POST", `/api/cart/${user.id}`, { token: user.token, body: item })).status).toBe(
    201,
  );
  const held = await app.request("POST", "/api/checkout/hold", { token: user.token });
  expect(held.status).toBe(201);
  return held.body.data as { totalCents: number; exchangeRates: Record<string, number> };
}

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
    const held = await holdOne(user, item);
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
        app.request("POST", "/api/bookings", {
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
      expect(paid.body.data.order).toMatchObject({
        totalCents: held.totalCents,
        currency: "RUB",
        exchangeRate: 91.5,
        chargedMinor: kopecks,
        pointsUsedCents: 0,
      });
      const [payment] = await app.services.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.orderId, paid.body.data.order.id));
      expect(payment).toMatchObject({ currency: "RUB", amountMinor: kopecks, amountCents: held.totalCents });

      const bookingId = paid.body.data.bookings[0].id;
      const one = await app.request("GET", `/api/booking/${bookingId}`, { token: user.token });
      expect(one.status).toBe(200);
      expect(one.body.data.order).toMatchObject({
        reference: paid.body.data.order.reference,
        currency: "RUB",
        exchangeRate: 91.5,
        chargedMinor: kopecks,
        pointsUsedCents: 0,
      });
      const receipt = await app.request("GET", `/api/orders/${paid.body.data.order.reference}`, {
        token: user.token,
      });
      expect(receipt.body.data).toMatchObject({ currency: "RUB", chargedMinor: kopecks, exchangeRate: 91.5 });
    } finally {
      app.clock.now = start;
      await ratesChange({ USD: 1, EUR: 0.92, RUB: 91.5 }, 0);
    }
  });

  it("charges a card in the order's currency (euro cents); without a hold, at today's rate", async () => {
    const user = await app.signUp("Euro Payer");
    const item = cartItem(app, { serviceId: 5, daysAhead: 31, guests: 1 });
    const paid = await app.request("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([item], { currency: "EUR" }),
    });
    expect(paid.status).toBe(201);
    const { order } = paid.body.data;
    const today = (await app.services.rates.get()).rates.EUR;
    expect(order).toMatchObject({ currency: "EUR", exchangeRate: today });
    expect(order.chargedMinor).toBe(Math.round(order.totalCents * today));
    // USD stays USD cents, one for one.
    const usd = await app.request("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 32, guests: 1 })]),
    });
    expect(usd.body.data.order).toMatchObject({
      currency: "USD",
      exchangeRate: 1,
      chargedMinor: usd.body.data.order.totalCents,
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
      (await supplierReport(app.services.db, service4!, { from: month, to: month })).services.find(
        (s) => s.serviceId === 4,
      ) ?? { revenueCents: 0, chargedEurMinor: 0 };
    const reportBefore = await report();
    const paid = await app.request("POST", "/api/bookings", {
      token: friend.token,
      ip: freshIp(),
      body: bookingBody([first, second], { currency: "EUR" }),
    });
    expect(paid.status).toBe(201);
    const { order, bookings } = paid.body.data;
    expect(order.discountCents).toBe(Math.round(order.subtotalCents / 10));
    const line = (serviceId: number) =>
      bookings.find((b: { serviceId: number }) => b.serviceId === serviceId);
    const a = line(2);
    const b = line(4);

    // The operator's report counts what was paid for the line (less its share of the discount),
    // and what was charged for it in euro cents.
    const paidForB = Math.round((b.totalCents * order.totalCents) / order.subtotalCents);
    const reportAfter = await report();
    expect(reportAfter.revenueCents - reportBefore.revenueCents).toBe(paidForB);
    expect(reportAfter.chargedEurMinor - reportBefore.chargedEurMinor).toBe(
      Math.round((order.chargedMinor * paidForB) / order.totalCents),
    );

    // One line of two: its share of what was paid (10% off), not its list total; the rest stays.
    const cancelled = await app.request("PUT", `/api/booking/${a.id}`, {
      token: friend.token,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const paidForA = Math.round((a.totalCents * order.totalCents) / order.subtotalCents);
    const expectedA = Math.round((order.chargedMinor * paidForA) / order.totalCents);
    expect(expectedA).toBeLessThan(Math.round(a.totalCents * order.exchangeRate));
    expect(cancelled.body.data.refund).toEqual({ currency: "EUR", minor: expectedA, pointsCents: 0 });
    const after = await app.request("GET", `/api/booking/${b.id}`, { token: friend.token });
    expect(after.body.data.order).toMatchObject({
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
    const last = await app.request("PUT", `/api/booking/${b.id}`, {
      token: friend.token,
      body: { status: "cancelled" },
    });
    expect(last.body.data.refund.minor).toBe(order.chargedMinor - expectedA);
    const receipt = await app.request("GET", `/api/orders/${order.reference}`, { token: friend.token });
    expect(receipt.body.data).toMatchObject({ status: "refunded", refundedMinor: order.chargedMinor });
    expect((await refunds()).reduce((sum, r) => sum + r.amountMinor, 0)).toBe(order.chargedMinor);
  });
});

/** A user with `dollars` of points, added by card as a guest would. */
async function withBalance(name: string, dollars: number) {
  const user = await app.signUp(name);
  const res = await app.request("POST", `/api/points/${user.id}/top-up`, {
    token: user.token,
    ip: freshIp(),
    body: { amount: dollars, paymentToken: goodToken },
  });
  expect(res.status).toBe(201);
  return user;
}
const balanceOf = async (user: { id: string; token: string }) =>
  (await app.request("GET", `/api/points/${user.id}`, { token: user.token })).body.data
    .balanceCents as number;

describe("points at checkout", () => {
  it("pays an order entirely with points: no payment method, no charge, one debit", async () => {
    const user = await withBalance("Points Only", 5000);
    const item = cartItem(app, { serviceId: 5, daysAhead: 50, guests: 1 });
    // Checkout's hold tells the dialog what "Use my balance" can apply.
    expect(
      ((await holdOne(user, item)) as unknown as { pointsBalanceCents: number }).pointsBalanceCents,
    ).toBe(500_000);
    const res = await app.request("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: {
        ...bookingBody([item], { pointsCents: 500_000 }),
        paymentMethod: undefined,
        paymentToken: undefined,
      },
    });
    expect(res.status).toBe(201);
    const { order } = res.body.data;
    // Asked for more than the total: the total is used, not more.
    expect(order).toMatchObject({
      paymentMethod: "points",
      chargedMinor: 0,
      pointsUsedCents: order.totalCents,
    });
    expect(await balanceOf(user)).toBe(500_000 - order.totalCents);
    const charges = await app.services.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id));
    expect(charges).toEqual([]);

    // Cancelled, the points come back to the balance, to the cent.
    const cancelled = await app.request("PUT", `/api/booking/${res.body.data.bookings[0].id}`, {
      token: user.token,
      body: { status: "cancelled" },
    });
    expect(cancelled.body.data.refund).toEqual({ currency: "USD", minor: 0, pointsCents: order.totalCents });
    expect(await balanceOf(user)).toBe(500_000);
  });

  it("pays part with points and the rest by card in roubles; a partial cancellation returns both shares", async () => {
    const user = await withBalance("Mixed Payer", 100);
    const first = cartItem(app, { serviceId: 3, daysAhead: 51, guests: 1 });
    const second = cartItem(app, { serviceId: 5, daysAhead: 52, guests: 2 });
    const res = await app.request("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([first, second], { pointsCents: 6_000, currency: "RUB" }),
    });
    expect(res.status).toBe(201);
    const { order, bookings } = res.body.data;
    const rate = order.exchangeRate;
    expect(order).toMatchObject({ paymentMethod: "card", pointsUsedCents: 6_000, currency: "RUB" });
    expect(order.chargedMinor).toBe(Math.round((order.totalCents - 6_000) * rate));
    expect(await balanceOf(user)).toBe(4_000);
    const [charge] = await app.services.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id));
    expect(charge).toMatchObject({ amountMinor: order.chargedMinor, amountCents: order.totalCents - 6_000 });

    const line = bookings.find((b: { serviceId: number }) => b.serviceId === 3);
    const cancelled = await app.request("PUT", `/api/booking/${line.id}`, {
      token: user.token,
      body: { status: "cancelled" },
    });
    const points = Math.round((6_000 * line.totalCents) / order.totalCents);
    const minor = Math.round((order.chargedMinor * line.totalCents) / order.totalCents);
    expect(cancelled.body.data.refund).toEqual({ currency: "RUB", minor, pointsCents: points });
    expect(await balanceOf(user)).toBe(4_000 + points);
    const ledger = await app.request("GET", `/api/points/${user.id}`, { token: user.token });
    const lines = ledger.body.data.transactions.map(
      (l: { type: string; kind: string; amountCents: number }) => ({
        type: l.type,
        kind: l.kind,
        amountCents: l.amountCents,
      }),
    );
    expect(lines).toContainEqual({ type: "credit", kind: "refund", amountCents: points });
    expect(lines).toContainEqual({ type: "debit", kind: "spend", amountCents: 6_000 });
  });

  it("refuses more points than the balance, and a missing method when points do not cover the total", async () => {
    const user = await withBalance("Short Balance", 10);
    const item = cartItem(app, { serviceId: 5, daysAhead: 53, guests: 1 });
    const tooMany = await app.request("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([item], { pointsCents: 1_001 }),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: "pointsExceedBalance", field: "pointsCents" });
    const noMethod = await app.request("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: {
        ...bookingBody([item], { pointsCents: 1_000 }),
        paymentMethod: undefined,
        paymentToken: undefined,
      },
    });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body).toMatchObject({ code: "paymentMethodRequired", field: "paymentMethod" });
    expect(await balanceOf(user)).toBe(1_000);
  });

  it("two checkouts racing for one balance never spend it twice", async () => {
    const user = await withBalance("Racer", 1000);
    const bodies = [60, 61, 62, 63].map((daysAhead) =>
      bookingBody([cartItem(app, { serviceId: 5, daysAhead, guests: 1 })], { pointsCents: 40_000 }),
    );
    const answers = await Promise.all(
      bodies.map((body) => app.request("POST", "/api/bookings", { token: user.token, ip: freshIp(), body })),
    );
    const spent = answers
      .filter((a) => a.status === 201)
      .reduce((sum, a) => sum + a.body.data.order.pointsUsedCents, 0);
    expect(answers.filter((a) => a.status === 201).length).toBe(2);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "pointsExceedBalance")).toBe(
      true,
    );
    expect(spent).toBe(80_000);
    expect(await balanceOf(user)).toBe(100_000 - spent);
  });
});

describe("the provider outside the transaction", () => {
  /** The real sandbox, with something happening right after it confirms a payment. */
  async function withProvider(after: () => Promise<void>, work: () => Promise<void>) {
    const real = app.services.payments;
    const wrapped: PaymentProvider = {
      ...real,
      createIntent: (request) => real.createIntent(request),
      refund: (request) => real.refund(request),
      status: (id) => real.status(id),
      async confirm(id, request) {
        const intent = await real.confirm(id, request);
        await after();
        return intent;
      },
    };
    app.services.payments = wrapped;
    try {
      await work();
    } finally {
      app.services.payments = real;
    }
  }
  const intentsOf = async (userId: string) => {
    const attempts = await app.services.db
      .select()
      .from(schema.checkoutAttempts)
      .where(eq(schema.checkoutAttempts.userId, userId));
    const intents = [];
    for (const a of attempts) {
      if (a.providerIntent) intents.push(await app.services.payments.status(a.providerIntent));
    }
    return { attempts, intents };
  };
  const ordersOf = (userId: string) =>
    app.services.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));

  it("a charge whose commit fails is refunded at once, and nothing is booked", async () => {
    const user = await app.signUp("Unlucky Commit");
    const item = cartItem(app, { serviceId: 3, daysAhead: 70, guests: 2 });
    let res: Awaited<ReturnType<TestApp["request"]>> | undefined;
    // Between the charge and the commit the operator closes the departure.
    await withProvider(
      async () => {
        await app.services.db
          .update(schema.slotInventory)
          .set({ closed: true })
          .where(
            and(
              eq(schema.slotInventory.serviceId, 3),
              eq(schema.slotInventory.date, item.dates.startDate),
              eq(schema.slotInventory.time, "08:00"),
            ),
          );
      },
      async () => {
        res = await app.request("POST", "/api/bookings", {
          token: user.token,
          ip: freshIp(),
          body: bookingBody([item]),
        });
      },
    );
    // The commit's own refusal (the departure is closed), not a fault.
    expect(res!.status).toBe(400);
    expect(res!.body.field).toBe("items.0.selectedTime");
    expect(await ordersOf(user.id)).toEqual([]);
    const { attempts, intents } = await intentsOf(user.id);
    expect(attempts.map((a) => a.status)).toEqual(["refunded"]);
    expect(intents).toMatchObject([{ status: "refunded" }]);
  });

  it("a crash between charge and commit leaves the attempt for reconciliation, which returns the money", async () => {
    const user = await app.signUp("Crashed Checkout");
    const item = cartItem(app, { serviceId: 5, daysAhead: 71, guests: 1 });
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void logged.push(String(line)));
    let res: Awaited<ReturnType<TestApp["request"]>> | undefined;
    await withProvider(
      async () => {
        // The connection drops after the provider took the money: we never hear back.
        throw new Error("socket hang up");
      },
      async () => {
        res = await app.request("POST", "/api/bookings", {
          token: user.token,
          ip: freshIp(),
          body: bookingBody([item]),
        });
      },
    );
    expect(res!.status).toBe(502);
    expect(res!.body.code).toBe("paymentUnknown");
    expect(logged.some((line) => line.includes("reconciliation will settle it"))).toBe(true);
    let state = await intentsOf(user.id);
    expect(state.attempts.map((a) => a.status)).toEqual(["processing"]);
    expect(state.intents).toMatchObject([{ status: "succeeded" }]);

    // Too early: a slow request may still commit it.
    expect(await reconcileCheckouts(app.services.db, app.services.payments, app.clock.now)).toBe(0);
    // Later, the job runner's round settles it: the money goes back, once.
    const later = new Date(app.clock.now.getTime() + 6 * 60_000);
    const runner = startJobRunner(
      { ...app.services, now: () => later },
      createTransport({ from: "test@example.com", baseUrl: testEnv.baseUrl }),
      { autoStart: false },
    );
    await runner.tick();
    await runner.stop();
    state = await intentsOf(user.id);
    expect(state.attempts.map((a) => a.status)).toEqual(["refunded"]);
    expect(state.intents).toMatchObject([{ status: "refunded" }]);
    expect(await reconcileCheckouts(app.services.db, app.services.payments, later)).toBe(0);
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe("card tokens", () => {
  it("exchanges a card for a token (brand and last four only) or refuses it with a 400 naming the field", async () => {
    const user = await app.signUp("Token Holder");
    expect((await app.request("POST", "/api/payments/sandbox/tokens", { body: goodCard })).status).toBe(401);
    const bad = await app.request("POST", "/api/payments/sandbox/tokens", {
      token: user.token,
      ip: freshIp(),
      body: { ...goodCard, number: "4242 4242 4242 4241" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "cardNumberInvalid", field: "number" });
    const expired = await app.request("POST", "/api/payments/sandbox/tokens", {
      token: user.token,
      ip: freshIp(),
      body: { ...goodCard, expiry: "01/20" },
    });
    expect(expired.body).toMatchObject({ code: "cardExpiryInvalid", field: "expiry" });
    const res = await app.request("POST", "/api/payments/sandbox/tokens", {
      token: user.token,
      ip: freshIp(),
      body: goodCard,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ token: expect.stringMatching(/^tok_/), brand: "visa", last4: "4242" });
  });

  it("pays with the token; a declined card's token is declined; no card number in any table or log line", async () => {
    const lines: string[] = [];
    const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    const out = vi.spyOn(console, "log").mockImplementation(keep);
    const err = vi.spyOn(console, "error").mockImplementation(keep);
    try {
      const user = await app.signUp("Token Payer");
      // As the server runs it: every request logged.
      const server = new Hono().use(accessLog()).route("/", createApi(app.services));
      const send = async (path: string, body: unknown) => {
        const response = await server.request(
          `http://localhost:3000${path}`,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${user.token}`,
              origin: testEnv.baseUrl,
            },
            body: JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: freshIp(), remotePort: 40000, remoteFamily: "IPv4" } } },
        );
        return { status: response.status, body: (await response.json()) as any };
      };
      const tokenFor = async (card: typeof goodCard) =>
        (await send("/api/payments/sandbox/tokens", card)).body.data.token as string;
      // A client that sends the card to the order API is refused, and the card is not logged either.
      const refused = await send("/api/bookings", {
        ...bookingBody([cartItem(app, { serviceId: 5, daysAhead: 80, guests: 1 })]),
        card: goodCard,
      });
      expect(refused.body.code).toBe("useCardToken");
      const declined = await app.request("POST", "/api/bookings", {
        token: user.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 80, guests: 1 })], {
          paymentToken: await tokenFor(declinedCard),
        }),
      });
      expect(declined.status).toBe(402);
      const paid = await app.request("POST", "/api/bookings", {
        token: user.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 80, guests: 1 })], {
          paymentToken: await tokenFor(goodCard),
        }),
      });
      expect(paid.status).toBe(201);
      expect(paid.body.data.order.cardLast4).toBe("4242");
      const topUp = await app.request("POST", `/api/points/${user.id}/top-up`, {
        token: user.token,
        ip: freshIp(),
        body: { amount: 20, paymentToken: await tokenFor(goodCard) },
      });
      expect(topUp.status).toBe(201);
      const [payment] = await app.services.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.orderId, paid.body.data.order.id));
      expect(payment).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });

      // A dump of every table: each row as JSON.
      const tables: unknown = await app.services.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const names = ((tables as { rows?: unknown }).rows ?? tables) as { name: string }[];
      expect(names.length).toBeGreaterThan(20);
      let dump = "";
      for (const { name } of names) {
        const rows: unknown = await app.services.db.execute(
          sql.raw(`select row_to_json(t)::text as row from "${name}" t`),
        );
        dump += JSON.stringify((rows as { rows?: unknown }).rows ?? rows);
      }
      expect(dump).toContain("4242");
      expect(lines.some((line) => line.includes("/api/payments/sandbox/tokens"))).toBe(true);
      for (const number of [goodCard.number, declinedCard.number]) {
        expect(dump).not.toContain(number.replaceAll(" ", ""));
        expect(dump).not.toContain(number);
        expect(lines.join("\n")).not.toContain(number.replaceAll(" ", ""));
        expect(lines.join("\n")).not.toContain(number);
      }
    } finally {
      out.mockRestore();
      err.mockImplementation(() => {});
    }
  });
});
