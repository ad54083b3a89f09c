import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/db/client.ts";
import { bookingBody, cartItem, declinedToken, seatsLeft } from "../support/factories.ts";
import { freshIp } from "../support/bookings.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Cart, CreatedOrder, Held } from "../../core/views.ts";
import type { AddedToCart } from "../support/api-views.ts";

let app: TestApp;
const start = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  app = await createTestApp({ now: start });
});
afterAll(() => app.close());

async function addToCart(user: { id: string; token: string }, item: ReturnType<typeof cartItem>) {
  const res = await app.request<AddedToCart>("POST", `/api/cart/${user.id}`, {
    token: user.token,
    body: item,
  });
  expect(res.status).toBe(201);
  return expectData(res).item!.id as string;
}

describe("POST /api/checkout/hold", () => {
  it("needs a session and a cart with something in it", async () => {
    expect((await app.request<Held>("POST", "/api/checkout/hold")).status).toBe(401);
    const user = await app.signUp("Empty Cart");
    const res = await app.request<Held>("POST", "/api/checkout/hold", { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("cart: Your cart is empty");
  });

  it("holds every line for 15 minutes with the totals from the database", async () => {
    const user = await app.signUp("Holder");
    await addToCart(user, cartItem(app, { serviceId: 3, daysAhead: 20, guests: 2 }));
    await addToCart(user, cartItem(app, { serviceId: 5, daysAhead: 21, guests: 1 }));
    const res = await app.request<Held>("POST", "/api/checkout/hold?lang=de", { token: user.token });
    expect(res.status).toBe(201);
    expect(expectData(res).expiresAt).toBe(new Date(start.getTime() + 15 * 60_000).toISOString());
    expect(expectData(res).items).toHaveLength(2);
    const subtotal = expectData(res).items.reduce(
      (sum: number, i: { totalCents: number }) => sum + i.totalCents,
      0,
    );
    expect(expectData(res)).toMatchObject({
      subtotalCents: subtotal,
      discountCents: 0,
      serviceFeeCents: 0,
      taxesCents: 0,
      totalCents: subtotal,
    });
    // Held seats count as taken for everyone else.
    const date = expectData(res).items[0]!.dates.startDate;
    expect(await seatsLeft(app, 3, date, "08:00")).toBe(4);
    // Closing checkout gives them back.
    expect((await app.request("DELETE", "/api/checkout/hold", { token: user.token })).status).toBe(200);
    expect(await seatsLeft(app, 3, date, "08:00")).toBe(6);
  });

  it("two buyers race for the last seats: one holds them, the other gets a 409 naming the line", async () => {
    const [alice, bob] = [await app.signUp("Race Alice"), await app.signUp("Race Bob")];
    const item = cartItem(app, { serviceId: 2, daysAhead: 30, time: "08:00", guests: 4 });
    const aliceLine = await addToCart(alice, item);
    const bobLine = await addToCart(bob, item);
    const [a, b] = await Promise.all([
      app.request<Held>("POST", "/api/checkout/hold", { token: alice.token }),
      app.request<Held>("POST", "/api/checkout/hold", { token: bob.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [winner, loser, loserLine] = a.status === 201 ? [alice, b, bobLine] : [bob, a, aliceLine];
    expect(loser.body.lines).toEqual([
      { itemId: loserLine, title: expect.any(String), reason: "seats", seatsLeft: 2 },
    ]);
    const loserUser = winner === alice ? bob : alice;

    // While the hold lives the other buyer cannot book those seats either...
    const blocked = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: loserUser.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    expect(blocked.status).toBe(409);
    // ...and the holder's payment within the hold succeeds.
    const paid = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: winner.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    expect(paid.status).toBe(201);
    expect(await seatsLeft(app, 2, item.dates.startDate, "08:00")).toBe(2);
    await app.request("DELETE", "/api/checkout/hold", { token: loserUser.token });
  });

  it("an expired hold frees its seats by itself", async () => {
    const [carol, dave] = [await app.signUp("Carol"), await app.signUp("Dave")];
    const item = cartItem(app, { serviceId: 4, daysAhead: 40, time: "18:00", guests: 4 });
    await addToCart(carol, item);
    await addToCart(dave, item);
    expect((await app.request<Held>("POST", "/api/checkout/hold", { token: carol.token })).status).toBe(201);
    const refused = await app.request<Held>("POST", "/api/checkout/hold", { token: dave.token });
    expect(refused.status).toBe(409);
    expect(refused.body.lines![0]).toMatchObject({ reason: "full", seatsLeft: 0 });

    app.clock.now = new Date(start.getTime() + 16 * 60_000);
    try {
      expect(await seatsLeft(app, 4, item.dates.startDate, "18:00")).toBe(4);
      expect((await app.request<Held>("POST", "/api/checkout/hold", { token: dave.token })).status).toBe(201);
    } finally {
      app.clock.now = start;
      await app.request("DELETE", "/api/checkout/hold", { token: dave.token });
    }
  });

  it("a declined card books nothing and takes no seat; the hold and the cart stay for a retry", async () => {
    const user = await app.signUp("Declined");
    const item = cartItem(app, { serviceId: 1, daysAhead: 50, guests: 1 });
    await addToCart(user, item);
    expect((await app.request<Held>("POST", "/api/checkout/hold", { token: user.token })).status).toBe(201);
    const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([item], { paymentToken: declinedToken }),
    });
    expect(res.status).toBe(402);
    const inventory = await app.services.db.select().from(schema.slotInventory);
    expect(inventory.filter((row) => row.serviceId === 1).every((row) => row.booked === 0)).toBe(true);
    const cart = await app.request<Cart>("GET", `/api/cart/${user.id}`, { token: user.token });
    expect(expectData(cart).count).toBe(1);
    const retry = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    expect(retry.status).toBe(201);
    const held = await app.services.db.select().from(schema.holds);
    expect(held.filter((h) => h.userId === user.id)).toEqual([]);
  });

  it("gives a referred friend 10% off the first order, shown in the hold and charged", async () => {
    const referrer = await app.signUp("Referrer");
    const friend = await app.signUp("Friend");
    await app.services.db
      .insert(schema.referrals)
      .values({ id: randomUUID(), referrerId: referrer.id, referredUserId: friend.id });
    const item = cartItem(app, { serviceId: 5, daysAhead: 25, guests: 2 });
    await addToCart(friend, item);
    const held = await app.request<Held>("POST", "/api/checkout/hold", { token: friend.token });
    expect(expectData(held).discountCents).toBe(Math.round(expectData(held).subtotalCents / 10));
    expect(expectData(held).totalCents).toBe(expectData(held).subtotalCents - expectData(held).discountCents);
    const paid = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: friend.token,
      ip: freshIp(),
      body: bookingBody([item]),
    });
    expect(paid.status).toBe(201);
    expect(expectData(paid).order.totalCents).toBe(expectData(held).totalCents);
    // Only the first order.
    await addToCart(friend, cartItem(app, { serviceId: 5, daysAhead: 26, guests: 1 }));
    const second = await app.request<Held>("POST", "/api/checkout/hold", { token: friend.token });
    expect(expectData(second).discountCents).toBe(0);
  });
});
