import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { REFERRAL_REWARD_CENTS } from "../../core/pricing.ts";
import type { Auth } from "../auth.ts";
import type { Db } from "./client.ts";
import * as t from "./schema.ts";
import { ensureUser, insertBooking } from "./seed-bookings.ts";

// The demo traveller's story: bookings in every status, points, referrals.

export const DEMO_ACCOUNT = {
  email: "demo@peninsula-adventures.example",
  password: "kamchatka-demo",
  name: "Anna Petrova",
};

const FRIEND_A = { email: "ivan.sokolov@peninsula-adventures.example", name: "Ivan Sokolov" };

/**
 * The demo account with a history: bookings in every status, points, top-ups and referrals, so
 * every dashboard screen has something to show on a fresh start. Made once.
 */
export async function seedDemo(db: Db, auth: Auth, now = new Date()) {
  const demoId = await ensureUser(db, auth, DEMO_ACCOUNT);
  const [hasHistory] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(eq(t.orders.userId, demoId))
    .limit(1);
  if (hasHistory) return;
  const friendA = await ensureUser(db, auth, { ...FRIEND_A, password: randomUUID() });
  const friendB = await ensureUser(db, auth, {
    email: "lena.meyer@peninsula-adventures.example",
    password: randomUUID(),
    name: "Lena Meyer",
  });
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  await db.transaction(async (tx) => {
    const plan = [
      {
        userId: demoId,
        serviceId: 3,
        offset: -60,
        time: "08:00",
        guests: 2,
        status: "completed",
        rating: 5,
        review: "Warm pools after a long hike; the guide knew every trail.",
      },
      {
        userId: demoId,
        serviceId: 4,
        offset: -25,
        time: "08:00",
        guests: 2,
        status: "completed",
        rating: null,
        review: null,
      },
      {
        userId: demoId,
        serviceId: 5,
        offset: 12,
        time: "08:00",
        guests: 2,
        status: "confirmed",
        rating: null,
        review: null,
      },
      {
        userId: demoId,
        serviceId: 2,
        offset: 34,
        time: "14:00",
        guests: 1,
        status: "pending",
        rating: null,
        review: null,
      },
      {
        userId: demoId,
        serviceId: 1,
        offset: 50,
        time: "08:00",
        guests: 1,
        status: "cancelled",
        rating: null,
        review: null,
      },
      {
        userId: demoId,
        serviceId: 4,
        offset: 20,
        time: "14:00",
        guests: 3,
        status: "rejected",
        rating: null,
        review: null,
      },
      {
        userId: friendA,
        serviceId: 3,
        offset: -15,
        time: "14:00",
        guests: 2,
        status: "completed",
        rating: 5,
        review: null,
      },
    ] as const;
    let friendBookingId: string | null = null;
    for (const [i, b] of plan.entries()) {
      const guest = b.userId === demoId ? DEMO_ACCOUNT : FRIEND_A;
      const bookingId = await insertBooking(
        tx,
        {
          ...b,
          guest,
          // A request still awaiting its supplier was made hours ago, inside the supplier's window.
          bookedHoursAgo: b.status === "pending" ? 6 : (-Math.min(b.offset, 0) + 10 + i) * 24,
          cancelledBy: b.status === "cancelled" ? "guest" : null,
          statusReason:
            b.status === "rejected" ? "The boat is booked for a film crew that week, sorry." : null,
        },
        now,
      );
      if (b.userId === friendA) friendBookingId = bookingId;
    }
    await tx.insert(t.payments).values({
      id: randomUUID(),
      userId: demoId,
      purpose: "top_up",
      provider: "sandbox",
      method: "card",
      status: "succeeded",
      amountCents: 25_000,
      providerReference: "sbx_seed_topup",
      cardLast4: "4242",
      createdAt: days(-30),
    });
    await tx.insert(t.transactions).values([
      {
        id: randomUUID(),
        userId: demoId,
        type: "credit",
        kind: "top_up",
        amountCents: 25_000,
        description: "Funds added",
        createdAt: days(-30),
      },
      {
        id: randomUUID(),
        userId: demoId,
        type: "debit",
        kind: "spend",
        amountCents: 4_000,
        description: "Points used for gear rental",
        createdAt: days(-20),
      },
      {
        id: randomUUID(),
        userId: demoId,
        type: "credit",
        kind: "referral",
        amountCents: REFERRAL_REWARD_CENTS,
        description: "Referral reward: Ivan Sokolov",
        // The friend's completed booking that earned the reward, as the lifecycle job links it.
        bookingId: friendBookingId,
        createdAt: days(-5),
      },
    ]);
    await tx.insert(t.referrals).values([
      {
        id: randomUUID(),
        referrerId: demoId,
        referredUserId: friendA,
        status: "active",
        createdAt: days(-40),
        activatedAt: days(-5),
      },
      {
        id: randomUUID(),
        referrerId: demoId,
        referredUserId: friendB,
        status: "pending",
        createdAt: days(-3),
      },
    ]);
    await tx
      .update(t.profiles)
      .set({ phone: "+49 30 1234567", country: "Germany", city: "Berlin" })
      .where(eq(t.profiles.userId, demoId));
  });
}
