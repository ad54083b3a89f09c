import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, slotStart } from "../../core/dates.ts";
import { paidForLine, pointsForBooking, REFERRAL_REWARD_CENTS } from "../../core/pricing.ts";
import { outbox, referrals, transactions } from "../../server/db/schema.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { dashboardSummary } from "../../server/modules/profile/dashboard-summary.ts";
import { recordReferral } from "../../server/modules/referral/referral.ts";
import { at, placeBooking, setStatus } from "../support/bookings.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import { asActor, useCaseContext, type TestApp } from "../support/test-app.ts";
import { expectData, expectSession } from "../support/answers.ts";
import type { Bookings, Points, ReferralInvite, Referrals, SignedUp } from "../support/api-views.ts";

let app: TestApp;
let alice: User;
let bob: User;
useTravellers({ alice: "Alice Traveller", bob: "Bob Traveller" }, (made) => ({ app, alice, bob } = made));

const referralsOf = async (user: { id: string; token: string }) =>
  expectData(await app.request<Referrals>("GET", `/api/referrals/${user.id}`, { token: user.token }));
const pointsOf = async (user: { id: string; token: string }) =>
  expectData(await app.request<Points>("GET", `/api/points/${user.id}`, { token: user.token }));

/** A sign-up through Better Auth's own route, as the sign-in dialog does it, with the link's cookie. */
async function signUpWithCookie(name: string, cookie: string) {
  const res = await app.request("POST", "/api/auth/sign-up/email", {
    body: { name, email: `${randomUUID().slice(0, 8)}@example.com`, password: "secret-password" },
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return expectSession(res);
}

describe("referral routes: who may", () => {
  it("need a session and the session's own user id", async () => {
    expect((await app.request<Referrals>("GET", `/api/referrals/${alice.id}`)).status).toBe(401);
    expect(
      (
        await app.request<ReferralInvite>("POST", `/api/referrals/${alice.id}/invites`, {
          body: { email: "a@example.com" },
        })
      ).status,
    ).toBe(401);
    expect(
      (await app.request<Referrals>("GET", `/api/referrals/${alice.id}`, { token: bob.token })).status,
    ).toBe(403);
    const invite = await app.request<ReferralInvite>("POST", `/api/referrals/${alice.id}/invites`, {
      token: bob.token,
      body: { email: "a@example.com" },
    });
    expect(invite.status).toBe(403);
  });
});

describe("GET /api/referrals/:userId", () => {
  it("gives the user's code and link, with nothing earned yet", async () => {
    const view = await referralsOf(alice);
    expect(view.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(view.link).toBe(`http://localhost:3000/?ref=${view.code}`);
    expect(view).toMatchObject({ totalEarningsCents: 0, active: 0, pending: 0, referrals: [], invites: [] });
  });
});

describe("POST /api/referrals/:userId/invites", () => {
  it.each([
    ["", "Please enter an email address"],
    ["   ", "Please enter an email address"],
    ["friend@", "Please enter a valid email address"],
    ["not an address", "Please enter a valid email address"],
  ])("refuses %j", async (email, message) => {
    const res = await app.request<ReferralInvite>("POST", `/api/referrals/${alice.id}/invites`, {
      token: alice.token,
      body: { email },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`email: ${message}`);
  });

  it("keeps a well-formed invitation and lists it", async () => {
    const res = await app.request<ReferralInvite>("POST", `/api/referrals/${alice.id}/invites`, {
      token: alice.token,
      body: { email: " friend@example.com " },
    });
    expect(res.status).toBe(201);
    expect((await referralsOf(alice)).invites).toEqual([
      { email: "friend@example.com", date: app.clock.now.toISOString() },
    ]);
    expect((await referralsOf(bob)).invites).toEqual([]);
  });
});

describe("signing up through a link", () => {
  it("records a pending referral from the pa_ref cookie, or the body of /api/signup", async () => {
    const referrer = await app.signUp("Rita Referrer");
    const { code } = await referralsOf(referrer);
    const viaCookie = await signUpWithCookie("Cora Cookie", `theme=dark; pa_ref=${code}`);
    const viaBody = await app.request<SignedUp>("POST", "/api/signup", {
      ip: "192.0.2.77",
      body: {
        name: "Bert Body",
        email: `${randomUUID().slice(0, 8)}@example.com`,
        password: "secret-password",
        referralCode: code,
      },
    });
    expect(viaBody.status).toBe(201);
    const view = await referralsOf(referrer);
    expect(view.pending).toBe(2);
    expect(view.active).toBe(0);
    expect(view.thisMonth).toBe(2);
    expect(view.referrals.map((r: { name: string }) => r.name).sort()).toEqual(["Bert Body", "Cora Cookie"]);
    expect(view.referrals[0]).toMatchObject({ status: "pending", bookings: 0, earnedCents: 0 });
    // A referred user gets no second referrer.
    expect(await recordReferral(app.services.db, viaCookie.id, (await referralsOf(alice)).code)).toBe(false);
  });

  it("ignores unknown codes and the user's own code", async () => {
    const stray = await signUpWithCookie("Stray Visitor", "pa_ref=NOSUCHCODE");
    const [row] = await app.services.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, stray.id));
    expect(row).toBeUndefined();
    const own = (await referralsOf(stray)).code;
    expect(await recordReferral(app.services.db, stray.id, own)).toBe(false);
    expect((await referralsOf(stray)).referrals).toEqual([]);
  });
});

describe("the referral flow, end to end", () => {
  it("friend books, the booking completes: 5% back to the friend once, $50 to the referrer once", async () => {
    const referrer = await app.signUp("Rosa Referrer");
    const friend = await signUpWithCookie("Fred Friend", `pa_ref=${(await referralsOf(referrer)).code}`);
    expect((await referralsOf(referrer)).referrals[0]).toMatchObject({
      name: "Fred Friend",
      status: "pending",
    });

    // Two bookings of the friend; the first order carries the friend's 10% off.
    const first = await placeBooking(app, friend, { serviceId: 4, daysAhead: 5, guests: 2 });
    const second = await placeBooking(app, friend, { serviceId: 3, daysAhead: 6, guests: 1 });
    expect(first.order.discountCents).toBeGreaterThan(0);
    expect(second.order.discountCents).toBe(0);
    // Confirming is the operator's move; there is no API for it.
    await setStatus(app, first.booking.id, "confirmed");
    await setStatus(app, second.booking.id, "confirmed");

    const afterTrips = new Date(slotStart(addDays(second.booking.endDate, 1), "00:00").getTime() + 60_000);
    const firstPass = await at(app, afterTrips, () => advanceBookings(app.services.db, afterTrips));
    expect(firstPass.completed).toBeGreaterThanOrEqual(2);
    const again = await at(app, afterTrips, () => advanceBookings(app.services.db, afterTrips));
    expect(again).toEqual({ completed: 0, rejected: 0 });

    const bookingsList = await app.request<Bookings>("GET", `/api/bookings/${friend.id}`, {
      token: friend.token,
    });
    expect(expectData(bookingsList).map((b: { status: string }) => b.status)).toEqual([
      "completed",
      "completed",
    ]);

    const cashback = [first, second].map(({ order, booking }) =>
      pointsForBooking(paidForLine(booking.totalCents, order)),
    );
    const friendPoints = await pointsOf(friend);
    expect(friendPoints.lifetimeEarnedCents).toBe(cashback[0]! + cashback[1]!);
    expect(friendPoints.balanceCents).toBe(cashback[0]! + cashback[1]!);
    expect(friendPoints.transactions.map((t: { kind: string }) => t.kind)).toEqual(["cashback", "cashback"]);
    expect(friendPoints.transactions.map((t) => t.subject).sort()).toEqual(
      [first.booking.service, second.booking.service].sort(),
    );

    const referrerPoints = await pointsOf(referrer);
    expect(referrerPoints).toMatchObject({
      balanceCents: REFERRAL_REWARD_CENTS,
      lifetimeEarnedCents: REFERRAL_REWARD_CENTS,
      totalTransactions: 1,
    });
    expect(referrerPoints.transactions[0]).toMatchObject({
      kind: "referral",
      type: "credit",
      subject: "Fred Friend",
      date: afterTrips.toISOString(),
    });
    const view = await referralsOf(referrer);
    expect(view).toMatchObject({ totalEarningsCents: REFERRAL_REWARD_CENTS, active: 1, pending: 0 });
    // The dashboard overview's figures (and its header's) agree with the tabs'.
    expect(await dashboardSummary(useCaseContext(app, asActor(referrer)))).toEqual({
      // "Welcome" or "Welcome back" (decision 040): by the account's age, here the test clock's.
      returning: expect.any(Boolean),
      balanceCents: referrerPoints.balanceCents,
      totalBookings: 0,
      referrals: { count: view.referrals.length, earningsCents: REFERRAL_REWARD_CENTS },
    });
    expect(await dashboardSummary(useCaseContext(app, asActor(friend)))).toMatchObject({ totalBookings: 2 });
    expect(view.referrals[0]).toMatchObject({
      status: "active",
      bookings: 2,
      earnedCents: REFERRAL_REWARD_CENTS,
    });

    // The referrer hears of the reward once (one event, however many passes saw the trips end).
    const rewards = await app.services.db.select().from(outbox).where(eq(outbox.kind, "referralReward"));
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.event).toMatchObject({ referrerId: referrer.id });

    // The ledger holds exactly one cashback line per booking, whoever runs the job.
    for (const { booking } of [first, second]) {
      const lines = await app.services.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.bookingId, booking.id), eq(transactions.kind, "cashback")));
      expect(lines).toHaveLength(1);
    }
  });
});
