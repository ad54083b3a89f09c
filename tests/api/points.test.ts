import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { operatorMonthStart } from "../../core/dates.ts";
import { payments } from "../../server/db/schema.ts";
import { at } from "../support/bookings.ts";
import { declinedToken, goodToken } from "../support/factories.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Points, TopUp } from "../support/api-views.ts";

let app: TestApp;
let alice: User;
let bob: User;
useTravellers({ alice: "Alice Traveller", bob: "Bob Traveller" }, (made) => ({ app, alice, bob } = made));

// Each call from its own address, so that the per-address limit is tested on its own below.
let address = 0;
const topUp = (user: { id: string; token: string }, amount: unknown, paymentToken: unknown = goodToken) =>
  app.request<TopUp>("POST", `/api/points/${user.id}/top-up`, {
    token: user.token,
    body: { amount, paymentToken },
    ip: `198.51.100.${++address}`,
  });

const topUpPayments = async (userId: string) => {
  const [row] = await app.services.db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, "top_up")));
  return row!.n;
};

describe("points routes: who may", () => {
  it("need a session and the session's own user id", async () => {
    expect((await app.request<Points>("GET", `/api/points/${alice.id}`)).status).toBe(401);
    expect(
      (
        await app.request<TopUp>("POST", `/api/points/${alice.id}/top-up`, {
          body: { amount: 10, paymentToken: goodToken },
        })
      ).status,
    ).toBe(401);
    const read = await app.request<Points>("GET", `/api/points/${alice.id}`, { token: bob.token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ success: false, error: "Access forbidden", code: "forbidden" });
    expect((await topUp({ id: alice.id, token: bob.token }, 10)).status).toBe(403);
    expect(await topUpPayments(alice.id)).toBe(0);
  });
});

describe("POST /api/points/:userId/top-up", () => {
  it.each([9, 5001, 9.99, 0, -10])("refuses $%s with a 400 naming the amount", async (amount) => {
    const res = await topUp(alice, amount);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^amount: /);
  });

  it("limits card attempts per client address", async () => {
    const user = await app.signUp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.request<TopUp>("POST", `/api/points/${user.id}/top-up`, {
        token: user.token,
        body: { amount: 10, paymentToken: goodToken },
        ip: "192.0.2.77",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a missing or unknown card token with a 400 naming it", async () => {
    const res = await topUp(alice, 50, "tok_made_up");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      "paymentToken: This card token is unknown or expired: please enter the card again",
    );
    const noCard = await app.request<TopUp>("POST", `/api/points/${alice.id}/top-up`, {
      token: alice.token,
      body: { amount: 50 },
    });
    expect(noCard.status).toBe(400);
    expect(noCard.body.error).toMatch(/^paymentToken: /);
    expect(await topUpPayments(alice.id)).toBe(0);
  });

  it("takes $10 and $5,000 (the bounds), writing a payment and a top-up line each", async () => {
    const low = await topUp(alice, 10);
    expect(low.status).toBe(201);
    expect(expectData(low)).toEqual({ balanceCents: 1_000 });
    const high = await topUp(alice, 5000);
    expect(high.status).toBe(201);
    expect(expectData(high)).toEqual({ balanceCents: 501_000 });
    expect(await topUpPayments(alice.id)).toBe(2);
  });

  it("a declined card writes nothing and leaves the balance", async () => {
    const res = await topUp(alice, 100, declinedToken);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatch(/declined/);
    expect(await topUpPayments(alice.id)).toBe(2);
    const points = await app.request<Points>("GET", `/api/points/${alice.id}`, { token: alice.token });
    expect(expectData(points).balanceCents).toBe(501_000);
    expect(expectData(points).totalTransactions).toBe(2);
  });
});

describe("GET /api/points/:userId", () => {
  it("answers the balance, this month, lifetime earned and the ledger newest first", async () => {
    const user = await app.signUp("Carla Traveller");
    // A top-up a minute before this month began (operator's calendar) is not "this month".
    await at(app, new Date(operatorMonthStart(app.clock.now).getTime() - 60_000), () => topUp(user, 20));
    await topUp(user, 30.5);
    const res = await app.request<Points>("GET", `/api/points/${user.id}`, { token: user.token });
    expect(res.status).toBe(200);
    const data = expectData(res);
    expect(data).toMatchObject({
      balanceCents: 5_050,
      thisMonthCents: 3_050,
      lifetimeEarnedCents: 0,
      totalTransactions: 2,
    });
    expect(data.transactions).toHaveLength(2);
    expect(data.transactions[0]).toMatchObject({
      type: "credit",
      kind: "top_up",
      amountCents: 3_050,
      description: "Funds added",
      subject: null,
      status: "completed",
      date: app.clock.now.toISOString(),
    });
    expect(data.transactions[1]!.amountCents).toBe(2_000);
  });

  it("pages with offset and limit (at most 50)", async () => {
    const user = await app.signUp();
    for (const amount of [10, 11, 12]) {
      await at(app, new Date(app.clock.now.getTime() + amount * 1000), () => topUp(user, amount));
    }
    const page = await app.request<Points>("GET", `/api/points/${user.id}?offset=1&limit=1`, {
      token: user.token,
    });
    expect(expectData(page).transactions.map((t: { amountCents: number }) => t.amountCents)).toEqual([1_100]);
    expect(expectData(page).totalTransactions).toBe(3);
    const fallback = await app.request<Points>("GET", `/api/points/${user.id}`, { token: user.token });
    expect(expectData(fallback).transactions).toHaveLength(3);
    const tooMany = await app.request<Points>("GET", `/api/points/${user.id}?limit=51`, {
      token: user.token,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("limit: must be at most 50");
  });
});
