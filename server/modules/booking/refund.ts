import { randomUUID } from "node:crypto";
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { lineRefund } from "../../../core/pricing.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, orders, payments, services, slotInventory, transactions } from "../../db/schema.ts";

/** The columns of a booking that giving its money and seats back needs. */
export interface Refundable {
  id: string;
  reference: string;
  orderId: string;
  userId: string | null;
  slotId: number;
  guests: number;
  totalCents: number;
}

/**
 * A booking that will not take place (cancelled by the guest or the operator, or rejected): its
 * seats go back on sale and its share of what was paid goes back the way it was paid (decision
 * 015): points to the balance at once, money as a refund of the order's charge in the currency
 * charged, which the provider is given after this transaction commits (`settleRefunds`). The
 * discount is never refunded; the last line of an order to go gives back whatever is left.
 * Runs inside the transaction that changed the booking's status, after that change; the order's
 * row is locked so two lines of one order cancelled at once do not both take the remainder.
 */
export async function releaseAndRefund(tx: Tx, booking: Refundable, now: Date) {
  await tx
    .update(slotInventory)
    .set({ booked: sql`${slotInventory.booked} - ${booking.guests}` })
    .where(eq(slotInventory.id, booking.slotId));
  const [order] = await tx.select().from(orders).where(eq(orders.id, booking.orderId)).for("update");
  if (!order) return { minor: 0, pointsCents: 0 };
  const [open] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.orderId, booking.orderId),
        ne(bookings.id, booking.id),
        notInArray(bookings.status, ["cancelled", "rejected"]),
      ),
    );
  const last = !open?.count;
  const share = lineRefund(booking.totalCents, order, last);

  if (share.pointsCents > 0 && booking.userId) {
    const [service] = await tx
      .select({ title: services.title })
      .from(services)
      .innerJoin(bookings, eq(bookings.serviceId, services.id))
      .where(eq(bookings.id, booking.id));
    await tx.insert(transactions).values({
      id: randomUUID(),
      userId: booking.userId,
      type: "credit",
      kind: "refund",
      amountCents: share.pointsCents,
      description: `Refund: ${service?.title ?? booking.reference}`,
      bookingId: booking.id,
      createdAt: now,
    });
  }
  if (share.minor > 0) {
    const [charge] = await tx
      .select({ id: payments.id, provider: payments.provider, method: payments.method })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, booking.orderId),
          eq(payments.purpose, "order"),
          eq(payments.status, "succeeded"),
        ),
      );
    await tx.insert(payments).values({
      id: randomUUID(),
      orderId: booking.orderId,
      userId: booking.userId,
      purpose: "order",
      provider: charge?.provider ?? "sandbox",
      method: charge?.method ?? "card",
      status: "refunded",
      // Its dollar value at the order's own rate.
      amountCents: Math.round(share.minor / order.exchangeRate),
      currency: order.currency,
      amountMinor: share.minor,
      providerReference: `refund_${booking.reference}`,
      refundOf: charge?.id ?? null,
      settledAt: charge ? null : now,
      createdAt: now,
    });
  }
  await tx
    .update(bookings)
    .set({ refundedMinor: share.minor, refundedPointsCents: share.pointsCents })
    .where(eq(bookings.id, booking.id));
  await tx
    .update(orders)
    .set({
      status: last ? "refunded" : "partially_refunded",
      refundedMinor: order.refundedMinor + share.minor,
      refundedPointsCents: order.refundedPointsCents + share.pointsCents,
    })
    .where(eq(orders.id, order.id));
  return share;
}
