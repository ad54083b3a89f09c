import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, cartItem, declinedToken, goodCard, seatsLeft } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Cart, CreatedOrder } from "../../core/views.ts";
import type {
  AddedToCart,
  BookingWithOrder,
  Bookings,
  Cancelled,
  CatalogPage,
} from "../support/api-views.ts";

let app: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice");
  bob = await app.signUp("Bob");
});
afterAll(() => app.close());

describe("POST /api/bookings", () => {
  it("needs a session", async () => {
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      body: bookingBody([cartItem(app)]),
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ items: [] }, "items: Your cart is empty"],
    [{ paymentMethod: "cash" }, "paymentMethod:"],
    [{ customerInfo: { name: "A" } }, "customerInfo.email:"],
    // The card goes to the provider's token endpoint; the order API refuses it.
    [{ card: goodCard }, "card: Card details are not accepted here"],
    [{ paymentToken: "tok_unknown" }, "paymentToken: This card token is unknown or expired"],
    [{ paymentToken: undefined }, "paymentToken: Card details are required"],
    [
      { paymentMethod: "sbp", paymentToken: undefined },
      "paymentMethod: SBP is only offered for payments in RUB",
    ],
  ])("refuses %j with a 400 naming the field, booking nothing", async (override, message) => {
    const item = cartItem(app, { serviceId: 5, daysAhead: 40 });
    const before = await seatsLeft(app, 5, item.dates.startDate, "08:00");
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: alice.token,
      ip: freshIp(),
      body: bookingBody([item], override),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect(await seatsLeft(app, 5, item.dates.startDate, "08:00")).toBe(before);
  });

  it("books: one order, one booking per line, prices from the database, cart lines removed", async () => {
    const first = cartItem(app, { serviceId: 2, daysAhead: 5, guests: 2 });
    const second = cartItem(app, { serviceId: 3, daysAhead: 6, time: "14:00", guests: 1 });
    for (const item of [first, second]) {
      await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, { token: alice.token, body: item });
    }
    const unrelated = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: cartItem(app, { serviceId: 4, daysAhead: 8 }),
    });
    const catalog = expectData(await app.request<CatalogPage>("GET", "/api/services")).items;
    const price = (id: number) => catalog.find((s: { id: number }) => s.id === id)!.priceCents;

    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: alice.token,
      ip: freshIp(),
      body: bookingBody([{ ...first, price: 1, totalPrice: 2 } as never, second], {
        totalAmount: 3,
        userId: alice.id,
      }),
    });
    expect(res.status).toBe(201);
    const { order, bookings } = expectData(res);
    expect(order.reference).toMatch(/^PA-[2-9A-HJ-NP-Z]{6}$/);
    // The river float adds the nature park's entry, $15 a person (the seeded fee line).
    expect(order.totalCents).toBe(price(2) * 2 + 2 * 1_500 + price(3));
    expect(order.cardLast4).toBe("4242");
    expect(bookings).toHaveLength(2);
    expect(
      bookings.every(
        (b: { status: string; orderReference: string }) =>
          b.status === "pending" && b.orderReference === order.reference,
      ),
    ).toBe(true);
    expect(await seatsLeft(app, 2, first.dates.startDate, "08:00")).toBe(4);

    const cart = await app.request<Cart>("GET", `/api/cart/${alice.id}`, { token: alice.token });
    expect(expectData(cart).items.map((i: { id: string }) => i.id)).toEqual([expectData(unrelated).item!.id]);

    const list = await app.request<Bookings>("GET", `/api/bookings/${alice.id}`, { token: alice.token });
    expect(
      expectData(list)
        .map((b: { id: string }) => b.id)
        .sort(),
    ).toEqual(bookings.map((b: { id: string }) => b.id).sort());
    const one = await app.request<BookingWithOrder>("GET", `/api/booking/${bookings[0]!.id}`, {
      token: alice.token,
    });
    expect(expectData(one).id).toBe(bookings[0]!.id);
  });

  it("refuses a userId in the body that is not the session's", async () => {
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: bob.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app)], { userId: alice.id }),
    });
    expect(res.status).toBe(403);
  });

  it("a declined card books nothing, takes no seat and keeps the cart", async () => {
    const item = cartItem(app, { serviceId: 4, daysAhead: 15, guests: 2 });
    await app.request<AddedToCart>("POST", `/api/cart/${bob.id}`, { token: bob.token, body: item });
    const before = await seatsLeft(app, 4, item.dates.startDate, "08:00");
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: bob.token,
      ip: freshIp(),
      body: bookingBody([item], { paymentToken: declinedToken }),
    });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatch(/declined/);
    expect(await seatsLeft(app, 4, item.dates.startDate, "08:00")).toBe(before);
    const list = await app.request<Bookings>("GET", `/api/bookings/${bob.id}`, { token: bob.token });
    expect(expectData(list)).toEqual([]);
    const cart = await app.request<Cart>("GET", `/api/cart/${bob.id}`, { token: bob.token });
    expect(expectData(cart).count).toBe(1);
  });

  it("a retry with the same Idempotency-Key books and charges once", async () => {
    const user = await app.signUp();
    const body = bookingBody([cartItem(app, { serviceId: 5, daysAhead: 20, guests: 1 })]);
    const headers = { "Idempotency-Key": "checkout-attempt-0001" };
    const [a, b] = await Promise.all([
      app.request<CreatedOrder>("POST", "/api/bookings", { token: user.token, ip: freshIp(), body, headers }),
      app.request<CreatedOrder>("POST", "/api/bookings", { token: user.token, ip: freshIp(), body, headers }),
    ]);
    const c = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body,
      headers,
    });
    expect([a.status, b.status, c.status].every((s) => s === 201 || s === 200)).toBe(true);
    expect(expectData(b).order.id).toBe(expectData(a).order.id);
    expect(expectData(c).order.id).toBe(expectData(a).order.id);
    const list = await app.request<Bookings>("GET", `/api/bookings/${user.id}`, { token: user.token });
    expect(expectData(list)).toHaveLength(1);

    const reused = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 21, guests: 1 })]),
      headers,
    });
    expect(reused.status).toBe(422);
    const badKey = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body,
      headers: { "Idempotency-Key": "x" },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error).toMatch(/^Idempotency-Key: /);
  });

  it("50 concurrent bookings for the last 4 seats give exactly 4 bookings and 46 clear 409s", async () => {
    const item = cartItem(app, { serviceId: 1, daysAhead: 30, time: "08:00", guests: 2 });
    const first = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: alice.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    expect(first.status).toBe(201);
    expect(await seatsLeft(app, 1, item.dates.startDate, "08:00")).toBe(4);

    const buyers = await Promise.all(Array.from({ length: 50 }, () => app.signUp()));
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        app.request<CreatedOrder>("POST", "/api/bookings", {
          token: buyer.token,
          ip: `198.18.0.${i + 1}`,
          body: bookingBody([{ ...item, guests: 1 }]),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(46);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, item: 0, serviceId: 1, seatsLeft: 0 });
    expect(refused.body.error).toMatch(/fully booked/);
    expect(await seatsLeft(app, 1, item.dates.startDate, "08:00")).toBe(0);
  });

  it("limits booking attempts per client address", async () => {
    const user = await app.signUp();
    const statuses: number[] = [];
    // Well-formed orders that the checkout refuses (no departure at 03:33): every one is an attempt.
    // A body the schema refuses is answered before it reaches checkout, and is not counted.
    const attempt = bookingBody([cartItem(app, { serviceId: 3, daysAhead: 12, time: "03:33" })]);
    for (let i = 0; i < 11; i++) {
      const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
        token: user.token,
        ip: "192.0.2.200",
        body: attempt,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s >= 400 && s < 500 && s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("bookings of another user", () => {
  it("403 for the list, and another user's booking is as unknown as a missing one", async () => {
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: alice.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 12 })]),
    });
    const bookingId = expectData(res).bookings[0]!.id;
    const list = await app.request<Bookings>("GET", `/api/bookings/${alice.id}`, { token: bob.token });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ success: false, error: "Access forbidden", code: "forbidden" });
    const read = await app.request<BookingWithOrder>("GET", `/api/booking/${bookingId}`, {
      token: bob.token,
    });
    const missing = await app.request<BookingWithOrder>(
      "GET",
      "/api/booking/00000000-0000-4000-8000-000000000000",
      {
        token: bob.token,
      },
    );
    expect(read.status).toBe(404);
    expect(read.body).toEqual(missing.body);
    const cancel = await app.request<Cancelled>("PUT", `/api/booking/${bookingId}`, {
      token: bob.token,
      body: { status: "cancelled" },
    });
    expect(cancel.status).toBe(404);
    const still = await app.request<BookingWithOrder>("GET", `/api/booking/${bookingId}`, {
      token: alice.token,
    });
    expect(expectData(still).status).toBe("pending");
  });

  it("needs a session and a well-formed id", async () => {
    expect((await app.request<Bookings>("GET", `/api/bookings/${alice.id}`)).status).toBe(401);
    expect((await app.request<BookingWithOrder>("GET", "/api/booking/abc")).status).toBe(401);
    const bad = await app.request<BookingWithOrder>("GET", "/api/booking/abc", { token: alice.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("id: must be a valid id");
  });
});

describe("PUT /api/booking/:id (cancellation)", () => {
  it("cancels up to 24 hours before the start, releasing seats and recording the refund", async () => {
    const item = cartItem(app, { serviceId: 2, daysAhead: 9, time: "14:00", guests: 3 });
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: bob.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    const id = expectData(res).bookings[0]!.id;
    expect(expectData(res).bookings[0]!.canCancel).toBe(true);
    expect(await seatsLeft(app, 2, item.dates.startDate, "14:00")).toBe(3);

    const refused = await app.request<Cancelled>("PUT", `/api/booking/${id}`, {
      token: bob.token,
      body: { status: "confirmed" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("status: only cancellation is allowed");

    const cancelled = await app.request<Cancelled>("PUT", `/api/booking/${id}`, {
      token: bob.token,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    expect(expectData(cancelled).status).toBe("cancelled");
    expect(await seatsLeft(app, 2, item.dates.startDate, "14:00")).toBe(6);

    const twice = await app.request<Cancelled>("PUT", `/api/booking/${id}`, {
      token: bob.token,
      body: { status: "cancelled" },
    });
    expect(twice.status).toBe(409);
  });

  it("refuses within 24 hours of the start", async () => {
    const item = cartItem(app, { serviceId: 3, daysAhead: 2, time: "08:00", guests: 1 });
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: bob.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    const id = expectData(res).bookings[0]!.id;
    const saved = app.clock.now;
    // Move the clock to 23 hours before the 08:00 start (operator time, UTC+12).
    app.clock.now = new Date(Date.parse(`${item.dates.startDate}T08:00:00+12:00`) - 23 * 3_600_000);
    try {
      const late = await app.request<Cancelled>("PUT", `/api/booking/${id}`, {
        token: bob.token,
        body: { status: "cancelled" },
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatch(/24 hours/);
    } finally {
      app.clock.now = saved;
    }
  });
});
