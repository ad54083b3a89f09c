import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceClosures } from "../../server/db/schema.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { freshIp } from "../support/bookings.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Cart, CreatedOrder } from "../../core/views.ts";
import type { AddedToCart } from "../support/api-views.ts";

// Service 2 runs 08:00 with 6 seats; these tests take seats on their own dates.
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
});
afterAll(() => app.close());

const add = (user: { id: string; token: string }, body: unknown) =>
  app.request<AddedToCart>("POST", `/api/cart/${user.id}?lang=en`, { token: user.token, body });

async function book(guests: number, item: ReturnType<typeof cartItem>) {
  const buyer = await app.signUp();
  const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
    token: buyer.token,
    ip: freshIp(),
    body: bookingBody([{ ...item, guests }]),
  });
  expect(res.status).toBe(201);
}

describe("a cart line's fit", () => {
  it("each line says whether it still fits and how many seats its departure has left", async () => {
    const alice = await app.signUp("Fit Alice");
    const item = cartItem(app, { serviceId: 2, daysAhead: 12, time: "08:00", guests: 4 });
    const added = await add(alice, item);
    expect(added.status).toBe(201);
    expect(expectData(added).item).toMatchObject({ fits: true, seatsLeft: 6, problem: null });

    // Someone else books 3 of the 6 seats: the line of 4 no longer fits, and says 3 are left.
    await book(3, item);
    const cart = await app.request<Cart>("GET", `/api/cart/${alice.id}`, { token: alice.token });
    expect(expectData(cart).items).toEqual([
      expect.objectContaining({ guests: 4, fits: false, seatsLeft: 3, problem: "full" }),
    ]);

    // The fix: 3 guests fit again.
    const lineId = expectData(cart).items[0]!.id;
    const fixed = await app.request<Cart>("PUT", `/api/cart/${alice.id}/${lineId}`, {
      token: alice.token,
      body: { guests: 3 },
    });
    expect(expectData(fixed).items[0]).toMatchObject({ guests: 3, fits: true, seatsLeft: 3, problem: null });
  });

  it("a departure the operator closed is a line that does not fit, with no seats left", async () => {
    const bob = await app.signUp("Fit Bob");
    const item = cartItem(app, { serviceId: 2, daysAhead: 14, time: "08:00", guests: 2 });
    expect((await add(bob, item)).status).toBe(201);
    // Written straight to the table: the cart reads closures from the database, not the catalogue.
    await app.services.db
      .insert(serviceClosures)
      .values({ serviceId: 2, startDate: item.dates.startDate, endDate: item.dates.startDate });
    const cart = await app.request<Cart>("GET", `/api/cart/${bob.id}`, { token: bob.token });
    expect(expectData(cart).items[0]).toMatchObject({ fits: false, seatsLeft: 0, problem: "unavailable" });
  });
});

describe("adding more guests than seats left", () => {
  it("is a 400 saying how many seats are left, before any checkout", async () => {
    const carol = await app.signUp("Fit Carol");
    const item = cartItem(app, { serviceId: 2, daysAhead: 16, time: "08:00" });
    await book(4, item);
    const refused = await add(carol, { ...item, guests: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: "seatsLeft", field: "guests", seatsLeft: 2 });
    expect(refused.body.error).toMatch(/^guests: Only 2 seats are left for .+ at 08:00$/);
    const cart = await app.request<Cart>("GET", `/api/cart/${carol.id}`, { token: carol.token });
    expect(expectData(cart).count).toBe(0);
    // As many as are left is fine.
    expect((await add(carol, { ...item, guests: 2 })).status).toBe(201);
  });

  it("is a 400 fullyBooked when no seat is left", async () => {
    const dave = await app.signUp("Fit Dave");
    const item = cartItem(app, { serviceId: 2, daysAhead: 18, time: "08:00" });
    await book(6, item);
    const refused = await add(dave, { ...item, guests: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "fullyBooked", seatsLeft: 0 });
  });
});

describe("the OpenAPI document", () => {
  it("says what a cart line's fits and seatsLeft mean, and that adding past the seats is a 400", async () => {
    const { paths } = (await app.request("GET", "/api/openapi.json")).body;
    // The document's own type keeps only what server/api/openapi.ts reads; the description is there.
    const described = (operation: unknown) =>
      (operation as { description?: string } | undefined)?.description;
    const cart = paths["/api/cart/{userId}"];
    expect(described(cart?.get)).toMatch(/`fits`.*`seatsLeft`/s);
    expect(described(cart?.post)).toMatch(/400 \(`seatsLeft`, or `fullyBooked`/);
    expect(described(paths["/api/cart/{userId}/{itemId}"]?.put)).toMatch(/`seatsLeft`/);
  });
});
