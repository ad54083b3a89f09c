import { randomUUID } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { bookings, orders, payments, slotInventory } from "../../db/schema.ts";

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
 * A booking that will not take place (cancelled by the guest, or rejected): its seats go back on
 * sale, the refund is recorded against the order's payment, and the order says what is left of it.
 * Runs inside the transaction that changed the booking's status, after that change.
 */
export async function releaseAndRefund(tx: Tx, booking: Refundable, now: Date) {
  await tx
    .update(slotInventory)
    .set({ booked: sql`${slotInventory.booked} - ${booking.guests}` })
    .where(eq(slotInventory.id, booking.slotId));
  const [payment] = await tx
    .select({ provider: payments.provider, method: payments.method })
    .from(payments)
    .where(and(eq(payments.orderId, booking.orderId), eq(payments.status, "succeeded")));
  await tx.insert(payments).values({
    id: randomUUID(),
    orderId: booking.orderId,
    userId: booking.userId,
    purpose: "order",
    provider: payment?.provider ?? "sandbox",
    method: payment?.method ?? "card",
    status: "refunded",
    amountCents: booking.totalCents,
    providerReference: `refund_${booking.reference}`,
    createdAt: now,
  });
  const [open] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(eq(bookings.orderId, booking.orderId), notInArray(bookings.status, ["cancelled", "rejected"])),
    );
  await tx
    .update(orders)
    .set({ status: open?.count ? "partially_refunded" : "refunded" })
    .where(eq(orders.id, booking.orderId));
}
