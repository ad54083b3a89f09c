import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, slotStart } from "../../core/dates.ts";
import { paidForLine, pointsForBooking, REFERRAL_REWARD_CENTS } from "../../core/pricing.ts";
import { bookings, outbox, referrals, transactions } from "../../server/db/schema.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { recordReferral } from "../../server/modules/referral/referral.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { BookingDetail, Bookings, Rated, Referrals } from "../support/api-views.ts";
import { at, placeBooking, setStatus } from "../support/bookings.ts";
import type { TestApp } from "../support/test-app.ts";

// Completion follows check-in (issue 25, item 2): a guest marked as a no-show completes with no
// points back, no referral reward and no review prompt; an arrived guest completes as before.

let app: TestApp;
let rita: User;
let nora: User;
let amy: User;
useTravellers(
  { rita: "Rita Referrer", nora: "Nora Noshow", amy: "Amy Arrived" },
  (made) => ({ app, rita, nora, amy } = made),
);

const startOfDay = (date: string) => new Date(slotStart(date, "00:00").getTime() + 60_000);

/** A friend of Rita's (through her link) with a confirmed trip, checked in as `checkIn`, then completed. */
async function completedTrip(friend: User, checkIn: "arrived" | "no_show", daysAhead: number) {
  const { code } = expectData(
    await app.request<Referrals>("GET", `/api/referrals/${rita.id}`, { token: rita.token }),
  );
  expect(await recordReferral(app.services.db, friend.id, code)).toBe(true);
  const { order, booking } = await placeBooking(app, friend, { serviceId: 3, daysAhead, guests: 1 });
  await setStatus(app, booking.id, "confirmed");
  await app.services.db.update(bookings).set({ checkIn }).where(eq(bookings.id, booking.id));
  const dayAfter = startOfDay(addDays(booking.endDate, 1));
  const pass = await at(app, dayAfter, () => advanceBookings(app.services.db, dayAfter));
  expect(pass.completed).toBe(1);
  // What 5 % back would be: of what was paid for the line (a friend's first order has a discount).
  return { ...booking, cashback: pointsForBooking(paidForLine(booking.totalCents, order)) };
}

const linesOf = (bookingId: string, kind: "cashback" | "referral") =>
  app.services.db
    .select({ amountCents: transactions.amountCents, userId: transactions.userId })
    .from(transactions)
    .where(and(eq(transactions.bookingId, bookingId), eq(transactions.kind, kind)));
const referralOf = async (friendId: string) =>
  (await app.services.db.select().from(referrals).where(eq(referrals.referredUserId, friendId)))[0]!.status;
const queued = (bookingId: string, kind: string) =>
  app.services.db
    .select()
    .from(outbox)
    .where(eq(outbox.key, `${kind}:${bookingId}`));
const detail = async (user: User, id: string) =>
  expectData(await app.request<BookingDetail>("GET", `/api/booking/${id}/detail`, { token: user.token }));
const review = (user: User, id: string) =>
  app.request<Rated>("POST", `/api/booking/${id}/review`, { token: user.token, body: { rating: 5 } });

describe("a no-show's completion", () => {
  it("completes with no points back, no referral reward and no review prompt; its review is refused", async () => {
    const booking = await completedTrip(nora, "no_show", 5);
    expect(booking.cashback).toBeGreaterThan(0);
    expect(await linesOf(booking.id, "cashback")).toEqual([]);
    expect(await linesOf(booking.id, "referral")).toEqual([]);
    expect(await referralOf(nora.id)).toBe("pending");
    expect(await queued(booking.id, "tripCompleted")).toEqual([]);

    // The guest's page: completed, said to be a no-show, nothing to rate.
    const page = await detail(nora, booking.id);
    expect(page).toMatchObject({ status: "completed", noShow: true, canRate: false });
    const list = expectData(
      await app.request<Bookings>("GET", `/api/bookings/${nora.id}`, { token: nora.token }),
    );
    expect(list.find((b) => b.id === booking.id)).toMatchObject({ status: "completed", noShow: true });
    const refused = expectFailure(await review(nora, booking.id), 409, "rateNoShow");
    expect(refused.error).toBe("This trip was marked as a no-show, so it cannot be rated");
  });
});

describe("an arrived guest's completion", () => {
  it("still earns 5 % back, activates the referrer's reward and asks for a review", async () => {
    const booking = await completedTrip(amy, "arrived", 6);
    expect(await linesOf(booking.id, "cashback")).toEqual([
      { amountCents: booking.cashback, userId: amy.id },
    ]);
    expect(await linesOf(booking.id, "referral")).toEqual([
      { amountCents: REFERRAL_REWARD_CENTS, userId: rita.id },
    ]);
    expect(await referralOf(amy.id)).toBe("active");
    expect(await queued(booking.id, "tripCompleted")).toHaveLength(1);
    expect(await detail(amy, booking.id)).toMatchObject({
      status: "completed",
      noShow: false,
      canRate: true,
    });
    expect((await review(amy, booking.id)).status).toBe(200);
  });
});
