import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_LINES } from "../../core/schemas.ts";
import { cartItem } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Cart } from "../../core/views.ts";
import type { AddedToCart } from "../support/api-views.ts";

let app: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice");
  bob = await app.signUp("Bob");
});
afterAll(() => app.close());

describe("cart", () => {
  it("needs a session: 401 on every cart route", async () => {
    const routes: [string, string][] = [
      ["GET", `/api/cart/${alice.id}`],
      ["POST", `/api/cart/${alice.id}`],
      ["PUT", `/api/cart/${alice.id}/x`],
      ["DELETE", `/api/cart/${alice.id}/x`],
      ["DELETE", `/api/cart/${alice.id}/clear`],
    ];
    for (const [method, path] of routes) {
      const res = await app.request(method, path, {
        body: method === "POST" || method === "PUT" ? {} : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ success: false, error: "Please log in to continue", code: "loginRequired" });
    }
  });

  it("adds a line with prices from the database, whatever the client sent", async () => {
    const res = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: { ...cartItem(app, { guests: 3 }), price: 1, totalPrice: 3, title: "Cheap!" },
    });
    expect(res.status).toBe(201);
    const line = expectData(res).item;
    expect(line).toMatchObject({ serviceId: 2, guests: 3, selectedTime: "08:00" });
    expect(line!.title).not.toBe("Cheap!");
    // Three adults, and the river float's nature park entry of $15 each.
    expect(line).toMatchObject({
      participants: { adult: 3 },
      baseCents: line!.priceCents * 3,
      feesCents: 4_500,
    });
    expect(line!.totalCents).toBe(line!.priceCents * 3 + 4_500);
    // The types the float takes, for the cart's steppers: an infant on a lap takes no seat.
    expect(line).toMatchObject({
      adultRequired: true,
      types: [
        { code: "adult", minAge: 12, maxAge: null, takesSeat: true },
        { code: "child", minAge: 3, maxAge: 11, takesSeat: true },
        { code: "infant", minAge: 0, maxAge: 2, takesSeat: false },
      ],
    });
    expect(line!.dates.endDate > line!.dates.startDate).toBe(true);
    expect(expectData(res).count).toBe(1);
  });

  it.each([
    [{ ...{ serviceId: "two" } }, "serviceId:"],
    [{ guests: 0 }, "guests: must be at least 1"],
    [{ guests: 1.5 }, "guests: must be a whole number"],
    [{ dates: { startDate: "2026-02-30" } }, "dates.startDate: must be a date written yyyy-mm-dd"],
    [{ selectedTime: "8am" }, "selectedTime: must be a time slot written HH:MM"],
    [{ selectedTime: "22:00" }, "selectedTime: No time slot runs at that time on that date"],
    [{ dates: { startDate: "2020-01-01" } }, "dates.startDate: must be within the next 90 days"],
    [{ serviceId: 6 }, "serviceId: This service is currently unavailable"],
  ])("refuses %j with a 400 naming the field", async (override, message) => {
    const res = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: { ...cartItem(app), ...override },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("answers 404 for an unknown service", async () => {
    const res = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: cartItem(app, { serviceId: 999 }),
    });
    expect(res.status).toBe(404);
  });

  it("updates guests, removes and clears", async () => {
    const added = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: cartItem(app, { serviceId: 3 }),
    });
    const itemId = expectData(added).item!.id;
    const updated = await app.request<Cart>("PUT", `/api/cart/${alice.id}/${itemId}`, {
      token: alice.token,
      body: { guests: 4, totalPrice: 1 },
    });
    expect(updated.status).toBe(200);
    const line = expectData(updated).items.find((i: { id: string }) => i.id === itemId);
    expect(line!.guests).toBe(4);
    expect(line!.totalCents).toBe(line!.priceCents * 4);
    expect(expectData(updated).totalCents).toBe(
      expectData(updated).items.reduce((sum: number, i: { totalCents: number }) => sum + i.totalCents, 0),
    );

    const bad = await app.request<Cart>("PUT", `/api/cart/${alice.id}/${itemId}`, {
      token: alice.token,
      body: { guests: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("guests: must be at least 1");

    const removed = await app.request<Cart>("DELETE", `/api/cart/${alice.id}/${itemId}`, {
      token: alice.token,
    });
    expect(expectData(removed).items.some((i: { id: string }) => i.id === itemId)).toBe(false);
    const again = await app.request<Cart>("DELETE", `/api/cart/${alice.id}/${itemId}`, {
      token: alice.token,
    });
    expect(again.status).toBe(404);

    const cleared = await app.request<Cart>("DELETE", `/api/cart/${alice.id}/clear`, { token: alice.token });
    expect(expectData(cleared)).toMatchObject({ items: [], count: 0, totalCents: 0 });
  });
});

describe("one user cannot touch another's cart", () => {
  it("403 on every route with another user's id, and Alice's cart is unchanged", async () => {
    const added = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: cartItem(app),
    });
    const itemId = expectData(added).item!.id;
    const before = await app.request<Cart>("GET", `/api/cart/${alice.id}`, { token: alice.token });

    const attempts: [string, string, unknown][] = [
      ["GET", `/api/cart/${alice.id}`, undefined],
      ["POST", `/api/cart/${alice.id}`, cartItem(app)],
      ["PUT", `/api/cart/${alice.id}/${itemId}`, { guests: 9 }],
      ["DELETE", `/api/cart/${alice.id}/${itemId}`, undefined],
      ["DELETE", `/api/cart/${alice.id}/clear`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await app.request(method, path, { token: bob.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ success: false, error: "Access forbidden", code: "forbidden" });
    }
    // Through his own path Bob cannot reach Alice's line either, and cannot tell it exists.
    const viaOwn = await app.request<Cart>("PUT", `/api/cart/${bob.id}/${itemId}`, {
      token: bob.token,
      body: { guests: 9 },
    });
    expect(viaOwn.status).toBe(404);
    const unknown = await app.request<Cart>("PUT", `/api/cart/${bob.id}/no-such-line`, {
      token: bob.token,
      body: { guests: 9 },
    });
    expect(unknown.body).toEqual(viaOwn.body);

    const after = await app.request<Cart>("GET", `/api/cart/${alice.id}`, { token: alice.token });
    expect(after.body).toEqual(before.body);
  });
});

describe("the cart's size", () => {
  it(`holds ${MAX_CART_LINES} lines; the next is a 409 naming the limit, and two adds at once cannot both take the last place`, async () => {
    const carol = await app.signUp("Carol");
    for (let line = 0; line < MAX_CART_LINES - 1; line++) {
      const res = await app.request<AddedToCart>("POST", `/api/cart/${carol.id}`, {
        token: carol.token,
        body: cartItem(app),
      });
      expect(res.status).toBe(201);
    }
    const racing = await Promise.all(
      [0, 1, 2].map(() =>
        app.request<AddedToCart>("POST", `/api/cart/${carol.id}`, {
          token: carol.token,
          body: cartItem(app),
        }),
      ),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const full = racing.find((res) => res.status === 409)!;
    expect(full.body).toMatchObject({
      code: "cartFull",
      error: `Your cart is full: it holds up to ${MAX_CART_LINES} trips. Book these first, or remove one.`,
    });
    const cart = await app.request<Cart>("GET", `/api/cart/${carol.id}`, { token: carol.token });
    expect(expectData(cart).count).toBe(MAX_CART_LINES);
  });
});
