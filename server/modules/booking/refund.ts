import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { bookingPaidCents, lineRefund } from "../../../core/pricing.ts";
import type { Executor, Tx } from "../../db/client.ts";
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
  /** What was paid for it: the deposit, and the balance once `balancePaidAt` is set. */
  depositCents: number;
  balanceCents: number;
  balancePaidAt: Date | null;
}

/** A booking's seats go back on sale. */
export async function releaseSeats(tx: Executor, booking: Pick<Refundable, "slotId" | "guests">) {
  await tx
    .update(slotInventory)
    .set({ booked: sql`${slotInventory.booked} - ${booking.guests}` })
    .where(eq(slotInventory.id, booking.slotId));
}

/**
 * What the order's lines whose deposit was kept (a balance not paid by its due time, under the
 * service's policy) hold back of what was paid: that money stays with the operator, so the last
 * line of the order to go does not give it back. They are the cancellations by the deadline that
 * refunded nothing (balance-lapse.ts).
 */
export async function keptOnOrder(db: Executor, orderId: string, exceptId?: string): Promise<number> {
  const rows = await db
    .select({
      depositCents: bookings.depositCents,
      balanceCents: bookings.balanceCents,
      balancePaidAt: bookings.balancePaidAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.orderId, orderId),
        exceptId ? ne(bookings.id, exceptId) : undefined,
        eq(bookings.status, "cancelled"),
        eq(bookings.cancelledBy, "deadline"),
        eq(bookings.refundedMinor, 0),
        eq(bookings.refundedPointsCents, 0),
      ),
    );
  return rows.reduce((sum, row) => sum + bookingPaidCents(row), 0);
}

/**
 * A booking that will not take place (cancelled by the guest or the operator, or rejected): its
 * seats go back on sale and what was paid for it (its deposit, and its balance if paid, less its
 * discount share) goes back the way it was paid (decision 015): points to the balance at once,
 * money as refunds of the order's charges in the currency charged, which the provider is given
 * after this transaction commits (`settleRefunds`). The discount is never refunded; the last line
 * of an order to go gives back whatever is left. Runs inside the transaction that changed the
 * booking's status, after that change; the order's row is locked so two lines of one order
 * cancelled at once do not both take the remainder.
 */
export async function releaseAndRefund(tx: Tx, booking: Refundable, now: Date) {
  await releaseSeats(tx, booking);
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
  const kept = last ? await keptOnOrder(tx, order.id, booking.id) : 0;
  const share = lineRefund(bookingPaidCents(booking), order, last, kept);

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
  if (share.minor > 0) await refundCharges(tx, booking, order, share.minor, now);
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

/**
 * The money part of a refund, against the charges it came from: the booking's own balance
 * payment first, then the order's charge at checkout, then the order's other balance payments;
 * never more from a charge than is left of it. One refund row per charge it draws on.
 */
async function refundCharges(
  tx: Tx,
  booking: Refundable,
  order: typeof orders.$inferSelect,
  minor: number,
  now: Date,
) {
  const charges = await tx
    .select({
      id: payments.id,
      provider: payments.provider,
      method: payments.method,
      purpose: payments.purpose,
      bookingId: payments.bookingId,
      amountMinor: payments.amountMinor,
    })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.purpose, ["order", "balance"]),
        eq(payments.status, "succeeded"),
      ),
    );
  const refunded = charges.length
    ? await tx
        .select({
          refundOf: payments.refundOf,
          minor: sql<number>`coalesce(sum(${payments.amountMinor}), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(
          and(
            eq(payments.status, "refunded"),
            inArray(
              payments.refundOf,
              charges.map((c) => c.id),
            ),
          ),
        )
        .groupBy(payments.refundOf)
    : [];
  const rank = (c: (typeof charges)[number]) =>
    c.purpose === "balance" && c.bookingId === booking.id ? 0 : c.purpose === "order" ? 1 : 2;
  const ordered = charges.toSorted((a, b) => rank(a) - rank(b));
  const row = (amount: number, charge: (typeof charges)[number] | undefined) => ({
    id: randomUUID(),
    orderId: order.id,
    userId: booking.userId,
    purpose: charge?.purpose ?? ("order" as const),
    bookingId: charge?.purpose === "balance" ? charge.bookingId : null,
    provider: charge?.provider ?? "sandbox",
    method: charge?.method ?? ("card" as const),
    status: "refunded" as const,
    // Its dollar value at the order's own rate.
    amountCents: Math.round(amount / order.exchangeRate),
    currency: order.currency,
    amountMinor: amount,
    providerReference: `refund_${booking.reference}`,
    refundOf: charge?.id ?? null,
    settledAt: charge ? null : now,
    createdAt: now,
  });
  let left = minor;
  for (const charge of ordered) {
    if (left <= 0) break;
    const taken = refunded.find((r) => r.refundOf === charge.id)?.minor ?? 0;
    const amount = Math.min(left, charge.amountMinor - taken);
    if (amount <= 0) continue;
    await tx.insert(payments).values(row(amount, charge));
    left -= amount;
  }
  // Nothing left to draw on (an order from before charges were recorded): written as settled.
  if (left > 0) await tx.insert(payments).values(row(left, undefined));
}
