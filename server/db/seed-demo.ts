import { randomInt, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { addDays, endDate, operatorToday } from "../../core/dates.ts";
import { lineTotal, pointsForBooking, REFERRAL_REWARD_CENTS } from "../../core/pricing.ts";
import { makeReference } from "../../core/reference.ts";
import { periodOf } from "../../core/slots.ts";
import type { Auth } from "../auth.ts";
import type { Db, Tx } from "./client.ts";
import * as t from "./schema.ts";
import { services } from "./seed-data.ts";
import { slotPlan } from "./seed.ts";

// The demo traveller's story: bookings in every status, points, referrals.

export const DEMO_ACCOUNT = {
  email: "demo@peninsula-adventures.example",
  password: "kamchatka-demo",
  name: "Anna Petrova",
};

async function ensureUser(db: Db, auth: Auth, account: { email: string; password: string; name: string }) {
  const [existing] = await db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, account.email));
  if (existing) return existing.id;
  const { user } = await auth.api.signUpEmail({ body: account });
  return user.id;
}

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
  const friendA = await ensureUser(db, auth, {
    email: "ivan.sokolov@peninsula-adventures.example",
    password: randomUUID(),
    name: "Ivan Sokolov",
  });
  const friendB = await ensureUser(db, auth, {
    email: "lena.meyer@peninsula-adventures.example",
    password: randomUUID(),
    name: "Lena Meyer",
  });
  const today = operatorToday(now);
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
    const seeded = new Map(services.map((s) => [s.id, s]));
    let friendBookingId: string | null = null;
    for (const [i, b] of plan.entries()) {
      const service = seeded.get(b.serviceId)!;
      const startDate = addDays(today, b.offset);
      const created = days(Math.min(b.offset, 0) - 10 - i);
      const holdsSeat = b.status === "pending" || b.status === "confirmed" || b.status === "completed";
      const slotId = await inventoryRow(tx, b.serviceId, startDate, b.time, holdsSeat ? b.guests : 0);
      const totalCents = lineTotal(service.priceCents, b.guests);
      const orderId = randomUUID();
      await tx.insert(t.orders).values({
        id: orderId,
        reference: makeReference(randomInt),
        userId: b.userId,
        status: b.status === "cancelled" || b.status === "rejected" ? "refunded" : "paid",
        subtotalCents: totalCents,
        totalCents,
        paymentMethod: "card",
        customerName: b.userId === demoId ? DEMO_ACCOUNT.name : "Ivan Sokolov",
        customerEmail: b.userId === demoId ? DEMO_ACCOUNT.email : "ivan.sokolov@peninsula-adventures.example",
        customerPhone: "+49 30 1234567",
        customerStreet: "Friedrichstrasse 12",
        customerCity: "Berlin",
        customerCountry: "Germany",
        createdAt: created,
      });
      await tx.insert(t.payments).values({
        id: randomUUID(),
        orderId,
        userId: b.userId,
        purpose: "order",
        provider: "sandbox",
        method: "card",
        status: "succeeded",
        amountCents: totalCents,
        providerReference: `sbx_seed_${i}`,
        cardLast4: "4242",
        createdAt: created,
      });
      const bookingId = randomUUID();
      if (b.userId === friendA) friendBookingId = bookingId;
      await tx.insert(t.bookings).values({
        id: bookingId,
        reference: makeReference(randomInt),
        orderId,
        userId: b.userId,
        serviceId: b.serviceId,
        slotId,
        startDate,
        endDate: endDate(startDate, service.durationDays),
        time: b.time,
        guests: b.guests,
        unitPriceCents: service.priceCents,
        totalCents,
        status: b.status,
        // Still awaiting the supplier: a deadline ahead, or the lifecycle job would reject it at start.
        supplierDeadline: b.status === "pending" ? days(1) : new Date(created.getTime() + 24 * 3_600_000),
        rating: b.rating,
        review: b.review,
        ratedAt: b.rating === null ? null : days(b.offset + service.durationDays),
        cancelledAt: b.status === "cancelled" ? days(-2) : null,
        createdAt: created,
      });
      // Every completed booking has earned its 5%, as the lifecycle job would have credited it.
      if (b.status === "completed") {
        await tx.insert(t.transactions).values({
          id: randomUUID(),
          userId: b.userId,
          type: "credit",
          kind: "cashback",
          amountCents: pointsForBooking(totalCents),
          description: `5% back: ${service.title}`,
          bookingId,
          createdAt: days(b.offset + service.durationDays),
        });
      }
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

async function inventoryRow(
  tx: Tx,
  serviceId: number,
  date: string,
  time: string,
  seats: number,
): Promise<number> {
  const capacity = slotPlan.find((s) => s.time === time)!.capacity;
  const [row] = await tx
    .insert(t.slotInventory)
    .values({ serviceId, date, time, period: periodOf(time), capacity, booked: seats })
    .onConflictDoUpdate({
      target: [t.slotInventory.serviceId, t.slotInventory.date, t.slotInventory.time],
      set: { booked: sql`${t.slotInventory.booked} + ${seats}` },
    })
    .returning({ id: t.slotInventory.id });
  return row!.id;
}
