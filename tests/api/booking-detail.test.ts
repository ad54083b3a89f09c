import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../support/accounts.ts";
import { placeBooking, setStatus } from "../support/bookings.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { BookingDetail, GuestMessage, Rated, Reviews, ServicePage } from "../support/api-views.ts";

let app: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice Marie Traveller");
  bob = await app.signUp("Bob");
});
afterAll(() => app.close());

const missing = "00000000-0000-4000-8000-000000000000";
const review = (user: { token: string }, id: string, body: unknown) =>
  app.request<Rated>("POST", `/api/booking/${id}/review`, { token: user.token, body });
const write = (user: { token: string }, id: string, message: unknown) =>
  app.request<GuestMessage>("POST", `/api/booking/${id}/messages`, { token: user.token, body: { message } });
const detail = (user: { token: string }, id: string) =>
  app.request<BookingDetail>("GET", `/api/booking/${id}/detail`, { token: user.token });
const service = async (id: number) =>
  expectData(await app.request<ServicePage>("GET", `/api/services/${id}`));

describe("booking page routes: who may", () => {
  it("need a session; another user's booking is as unknown as a missing one", async () => {
    const { booking } = await placeBooking(app, alice, { serviceId: 2, daysAhead: 15 });
    await setStatus(app, booking.id, "confirmed");
    for (const [method, path, body] of [
      ["GET", `/api/booking/${booking.id}/detail`, undefined],
      ["POST", `/api/booking/${booking.id}/review`, { rating: 5 }],
      ["POST", `/api/booking/${booking.id}/messages`, { message: "Hello" }],
    ] as const) {
      expect((await app.request(method, path, { body })).status).toBe(401);
      const other = await app.request(method, path, { token: bob.token, body });
      const unknown = await app.request(method, path.replace(booking.id, missing), {
        token: bob.token,
        body,
      });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(unknown.body);
    }
    expect((await detail(alice, "abc")).body.error).toBe("id: must be a valid id");
  });
});

describe("GET /api/booking/:id/detail", () => {
  it("shows the order and payment; the supplier's contact only once confirmed", async () => {
    const { order, booking } = await placeBooking(app, alice, { serviceId: 3, daysAhead: 16 });
    const pending = await detail(alice, booking.id);
    expect(pending.status).toBe(200);
    expect(expectData(pending)).toMatchObject({
      id: booking.id,
      status: "pending",
      order: {
        reference: order.reference,
        paymentMethod: "card",
        cardLast4: "4242",
        totalCents: order.totalCents,
        discountCents: 0,
      },
      supplierContact: null,
      review: null,
      canRate: false,
      canContact: false,
      messages: [],
    });
    await setStatus(app, booking.id, "confirmed");
    const confirmed = expectData(await detail(alice, booking.id));
    expect(confirmed.supplierContact).toEqual({ email: expect.any(String), phone: expect.any(String) });
    expect(confirmed.canContact).toBe(true);
  });
});

describe("POST /api/booking/:id/messages", () => {
  it("writes to the supplier of a confirmed booking only", async () => {
    const { booking } = await placeBooking(app, alice, { serviceId: 4, daysAhead: 17 });
    const early = await write(alice, booking.id, "Can we bring a dog?");
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("You can write to the supplier once the booking is confirmed");

    await setStatus(app, booking.id, "confirmed");
    expect((await write(alice, booking.id, "  ")).body.error).toBe("message: Please write a message");
    const long = await write(alice, booking.id, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("message: must be at most 2000 characters");
    const sent = await write(alice, booking.id, " Can we bring a dog? ");
    expect(sent.status).toBe(201);
    expect(expectData(sent)).toMatchObject({
      message: "Can we bring a dog?",
      date: app.clock.now.toISOString(),
    });
    expect(expectData(await detail(alice, booking.id)).messages).toEqual([expectData(sent)]);

    await setStatus(app, booking.id, "completed");
    expect((await write(alice, booking.id, "Thanks!")).status).toBe(409);
  });
});

describe("POST /api/booking/:id/review", () => {
  it("rates a completed booking once, moving the service's rating and count", async () => {
    const { booking } = await placeBooking(app, alice, { serviceId: 5, daysAhead: 18 });
    const notYet = await review(alice, booking.id, { rating: 4 });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toBe("Only a completed booking can be rated");

    await setStatus(app, booking.id, "completed");
    const bad = await review(alice, booking.id, { rating: 6 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("rating: must be 1 to 5");

    const before = await service(5);
    const rated = await review(alice, booking.id, { rating: 4, comment: " Bears at dawn. " });
    expect(rated.status).toBe(200);
    expect(expectData(rated)).toMatchObject({
      id: booking.id,
      rating: 4,
      review: "Bears at dawn.",
      canRate: false,
    });
    const after = await service(5);
    expect(after.reviews).toBe(before.reviews + 1);
    // The average of every review, this one included.
    expect(after.rating).toBeCloseTo((before.rating * before.reviews + 4) / (before.reviews + 1), 10);

    const twice = await review(alice, booking.id, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("This booking has already been rated");
    expect((await service(5)).reviews).toBe(before.reviews + 1);

    const list = await app.request<Reviews>("GET", "/api/services/5/reviews");
    expect(list.status).toBe(200);
    expect(expectData(list).total).toBe(before.reviews + 1);
    expect(expectData(list).items[0]).toEqual({
      id: booking.id,
      author: "Alice T.",
      rating: 4,
      comment: "Bears at dawn.",
      date: app.clock.now.toISOString(),
    });
  });

  it("lists reviews newest first, publicly; an unknown service is 404", async () => {
    const older = await placeBooking(app, bob, { serviceId: 1, daysAhead: 19, guests: 1 });
    const newer = await placeBooking(app, alice, { serviceId: 1, daysAhead: 20, guests: 1 });
    for (const b of [older, newer]) await setStatus(app, b.booking.id, "completed");
    await review(bob, older.booking.id, { rating: 3 });
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    await review(alice, newer.booking.id, { rating: 5 });
    const list = expectData(await app.request<Reviews>("GET", "/api/services/1/reviews")).items;
    expect(list.map((r: { author: string | null; comment: string | null }) => [r.author, r.comment])).toEqual(
      [
        ["Alice T.", null],
        ["Bob", null],
      ],
    );
    // A reviewer who deleted the account signs with nothing: the page words it in its own language.
    const deleted = await app.request("DELETE", `/api/profile/${bob.id}`, {
      token: bob.token,
      body: { password: PASSWORD, confirm: "DELETE" },
    });
    expect(deleted.status).toBe(200);
    const after = expectData(await app.request<Reviews>("GET", "/api/services/1/reviews")).items;
    expect(after.map((r: { author: string | null }) => r.author)).toEqual(["Alice T.", null]);
    expect((await app.request<Reviews>("GET", "/api/services/999/reviews")).status).toBe(404);
    expect((await app.request<Reviews>("GET", "/api/services/abc/reviews")).status).toBe(400);
  });
});
