import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { slotStart } from "../../../core/dates.ts";
import { isCurrency } from "../../../core/money.ts";
import type { DeletionBooking, DeletionPreview } from "../../../core/views.ts";
import type { Language } from "../../../core/preferences.ts";
import { bookingPaidCents, lineRefund } from "../../../core/pricing.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { account, bookings, orders, services, user } from "../../db/schema.ts";
import type { UseCaseContext } from "../context.ts";
import { balanceOf } from "../points/points.ts";
import { keptOnOrder, releaseAndRefund } from "../booking/refund.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { DELETION_CODE_MINUTES } from "../notifications/events-security.ts";
import { notify } from "../notifications/outbox.ts";
import { openConfirmation } from "./confirmations.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";
import { serviceText } from "../catalog/service-text.ts";

// What deleting an account does to what it still has (issue 25 item 7, decision 028): every
// upcoming booking is cancelled with everything paid for it given back, and the points balance
// goes with the account. The settings page and the API show it before anything happens.

/**
 * The user's bookings that have not started and may still take place, in the order the deletion
 * cancels them (by order, then date): the preview reckons each refund in that same order.
 */
async function upcomingBookings(db: Executor, userId: string, now: Date, lang: Language = "en") {
  const rows = await db
    .select({ booking: bookings, title: serviceText("title", lang) })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ["pending", "confirmed"])))
    .orderBy(asc(bookings.orderId), asc(bookings.startDate), asc(bookings.time), asc(bookings.id));
  return rows.filter(({ booking }) => slotStart(booking.startDate, booking.time).getTime() > now.getTime());
}

/** Whether the account signs in with a password (Better Auth's credential account), or only with Google. */
export async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return Boolean(credential?.hash);
}

/** What deleting the account now would cancel, refund and forfeit; titles in `lang`. */
export async function deletionPreview(
  ctx: UseCaseContext,
  input: { lang: Language },
): Promise<DeletionPreview> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const upcoming = await upcomingBookings(db, userId, ctx.now, input.lang);
  const orderIds = [...new Set(upcoming.map(({ booking }) => booking.orderId))];
  const orderRows = orderIds.length ? await db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
  // Lines of each order still open (not cancelled or rejected): the last to go takes the remainder.
  const openLines = orderIds.length
    ? await db
        .select({ orderId: bookings.orderId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(bookings)
        .where(
          and(inArray(bookings.orderId, orderIds), notInArray(bookings.status, ["cancelled", "rejected"])),
        )
        .groupBy(bookings.orderId)
    : [];
  const open = new Map(openLines.map((row) => [row.orderId, row.count]));
  const paid = new Map(orderRows.map((order) => [order.id, { ...order }]));
  const list: DeletionBooking[] = [];
  for (const { booking, title } of upcoming) {
    const order = paid.get(booking.orderId);
    const left = (open.get(booking.orderId) ?? 1) - 1;
    open.set(booking.orderId, left);
    // As releaseAndRefund will reckon it, one line after the other.
    const kept = order && left === 0 ? await keptOnOrder(db, order.id) : 0;
    const share = order
      ? lineRefund(bookingPaidCents(booking), order, left === 0, kept)
      : { minor: 0, pointsCents: 0 };
    if (order) {
      order.refundedMinor += share.minor;
      order.refundedPointsCents += share.pointsCents;
    }
    const currency = order && isCurrency(order.currency) ? order.currency : "USD";
    list.push({
      id: booking.id,
      reference: booking.reference,
      title,
      date: booking.startDate,
      time: booking.time,
      status: booking.status as DeletionBooking["status"],
      refund: { currency, minor: share.minor, pointsCents: share.pointsCents },
    });
  }
  const refundedPoints = list.reduce((sum, b) => sum + b.refund.pointsCents, 0);
  return {
    bookings: list,
    pointsForfeitedCents: Math.max(0, (await balanceOf(db, userId)) + refundedPoints),
    confirmBy: (await hasPassword(db, userId)) ? "password" : "code",
  };
}

/**
 * Inside the deletion's transaction, before the person goes: each upcoming booking cancelled as
 * the guest's own cancellation would be, but whatever the 24-hour rule says, with everything paid
 * for it given back (seats on sale again, money through the provider once committed, points to
 * the balance that goes next), and the operator's team told with the guest-cancellation notice.
 * Answers how many were cancelled (the caller tells the visitors' copies of the seats).
 */
export async function cancelUpcoming(tx: Tx, userId: string, now: Date): Promise<number> {
  const upcoming = await upcomingBookings(tx, userId, now);
  let cancelled = 0;
  for (const { booking } of upcoming) {
    const [locked] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, cancelledBy: "guest", updatedAt: now })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["pending", "confirmed"])))
      .returning();
    if (!locked) continue;
    cancelled++;
    await closeRequestNotices(tx, locked.id, now);
    await releaseAndRefund(tx, locked, now);
    // The operator's notice only: the guest's own mail would reach nobody once the account is gone.
    await notify(tx, { kind: "guestCancelled", bookingId: booking.id }, now);
  }
  return cancelled;
}

/**
 * An account without a password confirms its deletion with a 6-digit code mailed to its address:
 * it works once, for DELETION_CODE_MINUTES, and asking again replaces it. A few per quarter hour.
 */
export async function requestDeletionCode(
  ctx: UseCaseContext,
): Promise<{ sentTo: string; expiresAt: string }> {
  const { db, env } = ctx.services;
  const userId = ctx.actor.id;
  await enforceLimit(db, limits.deletionCode, userId, ctx.now.getTime());
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(ctx.now.getTime() + DELETION_CODE_MINUTES * 60_000);
  const [holder] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  await db.transaction(async (tx) => {
    await openConfirmation(tx, env.authSecret, {
      userId,
      purpose: "deletion",
      secret: code,
      expiresAt,
      now: ctx.now,
    });
    await notify(tx, { kind: "deletionCode", userId, code, requestId: randomUUID() }, ctx.now);
  });
  return { sentTo: holder?.email ?? "", expiresAt: expiresAt.toISOString() };
}
