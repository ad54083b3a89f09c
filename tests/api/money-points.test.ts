import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/db/client.ts";
import { bookingBody, cartItem, goodToken } from "../support/factories.ts";
import { freshIp, holdOne } from "../support/bookings.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { CreatedOrder } from "../../core/views.ts";
import type { Cancelled, Points, TopUp } from "../support/api-views.ts";

// Issue 15: points at checkout, alone or with a card, and what a cancellation gives back.

let app: TestApp;
const start = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  app = await createTestApp({ now: start });
});
afterAll(() => app.close());

/** A user with `dollars` of points, added by card as a guest would. */
async function withBalance(name: string, dollars: number) {
  const user = await app.signUp(name);
  const res = await app.request<TopUp>("POST", `/api/points/${user.id}/top-up`, {
    token: user.token,
    ip: freshIp(),
    body: { amount: dollars, paymentToken: goodToken },
  });
  expect(res.status).toBe(201);
  return user;
}
const balanceOf = async (user: { id: string; token: string }) =>
  expectData(await app.request<Points>("GET", `/api/points/${user.id}`, { token: user.token }))
    .balanceCents as number;

describe("points at checkout", () => {
  it("pays an order entirely with points: no payment method, no charge, one debit", async () => {
    const user = await withBalance("Points Only", 5000);
    const item = cartItem(app, { serviceId: 5, daysAhead: 50, guests: 1 });
    // Checkout's hold tells the dialog what "Use my balance" can apply.
    expect((await holdOne(app, user, item)).pointsBalanceCents).toBe(500_000);
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: {
        ...bookingBody([item], { pointsCents: 500_000 }),
        paymentMethod: undefined,
        paymentToken: undefined,
      },
    });
    expect(res.status).toBe(201);
    const { order } = expectData(res);
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
    const cancelled = await app.request<Cancelled>("PUT", `/api/booking/${expectData(res).bookings[0]!.id}`, {
      token: user.token,
      body: { status: "cancelled" },
    });
    expect(expectData(cancelled).refund).toEqual({
      currency: "USD",
      minor: 0,
      pointsCents: order.totalCents,
    });
    expect(await balanceOf(user)).toBe(500_000);
  });

  it("pays part with points and the rest by card in roubles; a partial cancellation returns both shares", async () => {
    const user = await withBalance("Mixed Payer", 100);
    const first = cartItem(app, { serviceId: 3, daysAhead: 51, guests: 1 });
    const second = cartItem(app, { serviceId: 5, daysAhead: 52, guests: 2 });
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([first, second], { pointsCents: 6_000, currency: "RUB" }),
    });
    expect(res.status).toBe(201);
    const { order, bookings } = expectData(res);
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
    const cancelled = await app.request<Cancelled>("PUT", `/api/booking/${line!.id}`, {
      token: user.token,
      body: { status: "cancelled" },
    });
    const points = Math.round((6_000 * line!.totalCents) / order.totalCents);
    const minor = Math.round((order.chargedMinor * line!.totalCents) / order.totalCents);
    expect(expectData(cancelled).refund).toEqual({ currency: "RUB", minor, pointsCents: points });
    expect(await balanceOf(user)).toBe(4_000 + points);
    const ledger = await app.request<Points>("GET", `/api/points/${user.id}`, { token: user.token });
    const lines = expectData(ledger).transactions.map(
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
    const tooMany = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([item], { pointsCents: 1_001 }),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: "pointsExceedBalance", field: "pointsCents" });
    const noMethod = await app.request<CreatedOrder>("POST", "/api/bookings", {
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
      bodies.map((body) =>
        app.request<CreatedOrder>("POST", "/api/bookings", { token: user.token, ip: freshIp(), body }),
      ),
    );
    const spent = answers
      .filter((a) => a.status === 201)
      .reduce((sum, a) => sum + expectData(a).order.pointsUsedCents, 0);
    expect(answers.filter((a) => a.status === 201).length).toBe(2);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "pointsExceedBalance")).toBe(
      true,
    );
    expect(spent).toBe(80_000);
    expect(await balanceOf(user)).toBe(100_000 - spent);
  });
});
