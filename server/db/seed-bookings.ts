import { randomInt, randomUUID } from "node:crypto";
import { bookingCutoffAt, DEFAULT_BOOKING_CUTOFF_HOURS } from "../../core/booking-cutoff.ts";
import { eq, sql } from "drizzle-orm";
import { addDays, endDate, operatorToday } from "../../core/dates.ts";
import { lineTotal, pointsForBooking } from "../../core/pricing.ts";
import { makeReference } from "../../core/reference.ts";
import { periodOf } from "../../core/slots.ts";
import type { Auth } from "../auth.ts";
import type { Db, Tx } from "./client.ts";
import * as t from "./schema.ts";
import { services } from "./seed-data.ts";
import { slotPlan } from "./seed.ts";
import { addParticipants } from "../modules/participants/participants.ts";
import { notify, requestReminderTimes, tripReminderTime } from "../modules/notifications/outbox.ts";

// What the demo stories are made of: accounts, and paid bookings in any status with their order,
// payment, seats and (when completed) cashback, dated relative to the first start.

export interface SeedAccount {
  email: string;
  password: string;
  name: string;
}

/** How long before the first start the seeded accounts joined: before the oldest of their stories. */
const SEEDED_ACCOUNT_AGE_MS = 365 * 24 * 3_600_000;

/**
 * The account with this e-mail, signed up through Better Auth the first time, dated a year back:
 * its bookings and reviews go back months, so it is no new account ("Welcome back", decision 040).
 */
export async function ensureUser(db: Db, auth: Auth, account: SeedAccount) {
  const [existing] = await db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, account.email));
  if (existing) return existing.id;
  const { user } = await auth.api.signUpEmail({ body: account });
  const joined = new Date(Date.now() - SEEDED_ACCOUNT_AGE_MS);
  await db.update(t.user).set({ createdAt: joined }).where(eq(t.user.id, user.id));
  return user.id;
}

export interface SeedBooking {
  userId: string;
  guest: { name: string; email: string };
  serviceId: number;
  /** Days from today (operator's calendar) to the start. */
  offset: number;
  time: string;
  guests: number;
  status: "pending" | "confirmed" | "completed" | "cancelled" | "rejected";
  /** When it was booked, in hours before now. */
  bookedHoursAgo: number;
  rating?: number | null;
  review?: string | null;
  statusReason?: string | null;
  cancelledBy?: "guest" | "operator" | "deadline" | null;
  checkIn?: "arrived" | "no_show" | null;
  specialRequests?: string | null;
}

const byId = new Map(services.map((s) => [s.id, s]));

/** One paid booking of the story; returns its id. */
export async function insertBooking(tx: Tx, b: SeedBooking, now: Date): Promise<string> {
  const service = byId.get(b.serviceId)!;
  const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
  const startDate = addDays(operatorToday(now), b.offset);
  const created = hours(-b.bookedHoursAgo);
  const living = b.status === "pending" || b.status === "confirmed" || b.status === "completed";
  const slotId = await inventoryRow(tx, b.serviceId, startDate, b.time, living ? b.guests : 0);
  const totalCents = lineTotal(service.priceCents, b.guests);
  const orderId = randomUUID();
  const [supplier] = await tx
    .select({ hours: t.suppliers.responseTimeHours })
    .from(t.suppliers)
    .where(eq(t.suppliers.id, service.supplierId));
  await tx.insert(t.orders).values({
    id: orderId,
    reference: makeReference(randomInt),
    userId: b.userId,
    status: living ? "paid" : "refunded",
    subtotalCents: totalCents,
    totalCents,
    paidCents: totalCents,
    chargedMinor: totalCents,
    refundedMinor: living ? 0 : totalCents,
    paymentMethod: "card",
    customerName: b.guest.name,
    customerEmail: b.guest.email,
    customerPhone: "+49 30 1234567",
    customerStreet: "Friedrichstrasse 12",
    customerCity: "Berlin",
    customerCountry: "Germany",
    specialRequests: b.specialRequests ?? null,
    createdAt: created,
  });
  // The order's card payment in the sandbox, and for a cancelled booking its refund below.
  const cardPayment = {
    orderId,
    userId: b.userId,
    purpose: "order",
    provider: "sandbox",
    method: "card",
    amountCents: totalCents,
    amountMinor: totalCents,
  } as const;
  await tx.insert(t.payments).values({
    id: randomUUID(),
    ...cardPayment,
    status: "succeeded",
    providerReference: `sbx_seed_${orderId.slice(0, 8)}`,
    cardLast4: "4242",
    createdAt: created,
  });
  const bookingId = randomUUID();
  const reference = makeReference(randomInt);
  // As at checkout: the response hours, ending no later than the departure's cut-off.
  const deadline = new Date(
    Math.min(
      created.getTime() + (supplier?.hours ?? 24) * 3_600_000,
      bookingCutoffAt(startDate, b.time, DEFAULT_BOOKING_CUTOFF_HOURS).getTime(),
    ),
  );
  const answered = b.status !== "pending" && b.cancelledBy !== "guest" && b.cancelledBy !== "deadline";
  await tx.insert(t.bookings).values({
    id: bookingId,
    reference,
    orderId,
    userId: b.userId,
    serviceId: b.serviceId,
    slotId,
    startDate,
    endDate: endDate(startDate, service.durationDays),
    time: b.time,
    guests: b.guests,
    participants: { adult: b.guests },
    prices: { adult: service.priceCents },
    unitPriceCents: service.priceCents,
    baseCents: totalCents,
    totalCents,
    depositCents: totalCents,
    status: b.status,
    // Still awaiting the supplier: the deadline is ahead, or the lifecycle job would reject it at start.
    supplierDeadline: deadline,
    respondedAt: answered ? new Date(created.getTime() + 2 * 3_600_000) : null,
    statusReason: b.statusReason ?? null,
    cancelledBy: b.cancelledBy ?? null,
    checkIn: b.checkIn ?? null,
    checkedInAt: b.checkIn ? hours(-1) : null,
    rating: b.rating ?? null,
    review: b.review ?? null,
    ratedAt: b.rating ? hours((b.offset + service.durationDays) * 24) : null,
    cancelledAt: b.status === "cancelled" ? hours(-48) : null,
    refundedMinor: living ? null : totalCents,
    refundedPointsCents: living ? null : 0,
    createdAt: created,
  });
  await addParticipants(tx, bookingId, { adult: b.guests });
  // What the story's bookings have still to come: an open request's news for the operator's team
  // (its last reminder, if still ahead), and an upcoming trip's reminder for the guest.
  if (b.status === "pending" && deadline > now) {
    await notify(tx, { kind: "newRequest", bookingId }, now);
    const final = requestReminderTimes(created, deadline).final;
    if (final && final > now) {
      await notify(tx, { kind: "requestReminder", bookingId, stage: "final" }, now, final);
    }
  }
  if (b.status === "confirmed") {
    const reminder = tripReminderTime({ startDate, time: b.time }, now);
    if (reminder) await notify(tx, { kind: "tripReminder", bookingId }, now, reminder);
  }
  if (!living) {
    await tx.insert(t.payments).values({
      id: randomUUID(),
      ...cardPayment,
      status: "refunded",
      providerReference: `refund_${reference}`,
      settledAt: hours(-24),
      createdAt: hours(-24),
    });
  }
  // Every completed booking has earned its 5%, as the lifecycle job would have credited it; a
  // no-show earns nothing (decision 025).
  if (b.status === "completed" && b.checkIn !== "no_show") {
    await tx.insert(t.transactions).values({
      id: randomUUID(),
      userId: b.userId,
      type: "credit",
      kind: "cashback",
      amountCents: pointsForBooking(totalCents),
      description: `5% back: ${service.title}`,
      bookingId,
      createdAt: hours((b.offset + service.durationDays) * 24),
    });
  }
  return bookingId;
}

async function inventoryRow(tx: Tx, serviceId: number, date: string, time: string, seats: number) {
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
