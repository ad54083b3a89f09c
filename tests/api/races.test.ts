import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, member, orders } from "../../server/db/schema.ts";
import { freshIp } from "../support/bookings.ts";
import { operatorSessions } from "../support/operators.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { bearerFor, createTestApp, engine, type TestApp } from "../support/test-app.ts";
import { expectData, expectSession } from "../support/answers.ts";
import type { CreatedOrder } from "../../core/views.ts";
import type { InvitationAccepted, Referrals, TeamInvitation } from "../support/api-views.ts";

/**
 * Issue 14, item 7: "once" rules decided under a lock or a unique constraint. On PostgreSQL the
 * requests really run at once (a pool of 20 connections); on PGlite they serialise, and the answer
 * must be the same.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-09-01T03:00:00Z") });
});
afterAll(() => app.close());

/** A user who signed up through a friend's link (the link's cookie), as the sign-in dialog does it. */
async function referredFriend() {
  const referrer = await app.signUp("Rita Referrer");
  const { code } = expectData(
    await app.request<Referrals>("GET", `/api/referrals/${referrer.id}`, { token: referrer.token }),
  );
  const res = await app.request("POST", "/api/auth/sign-up/email", {
    body: {
      name: "Felix Friend",
      email: `${randomUUID().slice(0, 8)}@example.com`,
      password: "secret-password",
    },
    headers: { cookie: `pa_ref=${code}` },
  });
  expect(res.status).toBe(200);
  return expectSession(res);
}

describe(`the friend's first-order discount under 20 concurrent orders (${engine})`, () => {
  it("goes to exactly one of them", async () => {
    const friend = await referredFriend();
    const ORDERS = 20;
    // Each order its own slot (one guest, a different day) and its own key and address, so nothing
    // but the discount rule makes them wait on each other.
    const results = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        app.request<CreatedOrder>("POST", "/api/bookings", {
          token: friend.token,
          ip: freshIp(),
          headers: { "idempotency-key": randomUUID() },
          body: bookingBody([cartItem(app, { serviceId: 2, daysAhead: 3 + i, guests: 1 })]),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(ORDERS).fill(201));
    const discounted = results.filter((r) => expectData(r).order.discountCents > 0);
    expect(discounted).toHaveLength(1);

    // The database says the same: 20 orders, one with a discount, 20 bookings.
    const rows = await app.services.db
      .select({ discountCents: orders.discountCents })
      .from(orders)
      .where(eq(orders.userId, friend.id));
    expect(rows).toHaveLength(ORDERS);
    expect(rows.filter((r) => r.discountCents > 0)).toHaveLength(1);
    const [booked] = await app.services.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.userId, friend.id));
    expect(booked?.n).toBe(ORDERS);
  });

  it("a user nobody referred gets no discount, and orders of two friends do not wait on each other's", async () => {
    const [first, second] = [await referredFriend(), await referredFriend()];
    const stranger = await app.signUp("Sam Stranger");
    const order = (user: { token: string }, daysAhead: number) =>
      app.request<CreatedOrder>("POST", "/api/bookings", {
        token: user.token,
        ip: freshIp(),
        headers: { "idempotency-key": randomUUID() },
        body: bookingBody([cartItem(app, { serviceId: 3, daysAhead, guests: 1 })]),
      });
    const results = await Promise.all([order(first, 30), order(second, 31), order(stranger, 32)]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => expectData(r).order.discountCents > 0)).toEqual([true, true, false]);
  });
});

describe(`a team invitation accepted several times at once (${engine})`, () => {
  it("makes one membership; the other answers are refusals, not faults", async () => {
    const ops = await operatorSessions(app);
    const email = `racing-guide-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await app.request<TeamInvitation>("POST", "/api/operator/team/invitations", {
      token: ops.avacha,
      body: { email },
    });
    expect(invited.status).toBe(201);
    const signedUp = await app.services.auth.api.signUpEmail({
      body: { name: "Racing Guide", email, password: "secret-password" },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.request<InvitationAccepted>("POST", `/api/invitations/${expectData(invited).id}/accept`, {
          token: bearerFor(signedUp.token),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s < 500)).toBe(true);
    const rows = await app.services.db.select().from(member).where(eq(member.userId, signedUp.user.id));
    expect(rows).toHaveLength(1);
  });
});
