import { and, eq, lt } from "drizzle-orm";
import { isDueForCompletion, isPastSupplierDeadline } from "../../../core/booking-status.ts";
import { operatorToday } from "../../../core/dates.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import { creditCashback } from "../points/points.ts";
import { notify } from "../notifications/outbox.ts";
import { activateReferral } from "../referral/referral.ts";
import { releaseAndRefund } from "./refund.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";

/** How often the job runner makes the lifecycle pass. */
export const LIFECYCLE_INTERVAL_MS = 60_000;

/**
 * One pass of the lifecycle: confirmed bookings whose last day is over become completed (with
 * cashback, referral activation and the "rate your trip" mail; a booking checked in as a no-show
 * completes with none of them), pending bookings the supplier left unanswered past the
 * deadline become rejected (seats back, refund recorded); each tells the guest (the outbox). Each booking moves in its own
 * transaction under `UPDATE ... WHERE id = ? AND status = ? RETURNING`, so when several processes
 * run the pass at once exactly one of them moves it and the others find nothing to do.
 */
export async function advanceBookings(db: Db, now: Date): Promise<{ completed: number; rejected: number }> {
  const due = await db
    .select({ id: bookings.id, status: bookings.status, endDate: bookings.endDate })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), lt(bookings.endDate, operatorToday(now))));
  let completed = 0;
  for (const candidate of due.filter((b) => isDueForCompletion(b, now))) {
    const moved = await db.transaction(async (tx) => {
      const [booking] = await tx
        .update(bookings)
        .set({ status: "completed", updatedAt: now })
        .where(and(eq(bookings.id, candidate.id), eq(bookings.status, "confirmed")))
        .returning({ id: bookings.id, userId: bookings.userId, checkIn: bookings.checkIn });
      if (!booking) return false;
      // The check-in as it stands now decides: the guests did not come, so nothing is earned.
      if (booking.checkIn === "no_show") return true;
      await creditCashback(tx, booking, now);
      if (booking.userId) await activateReferral(tx, booking.userId, now, booking.id);
      await notify(tx, { kind: "tripCompleted", bookingId: booking.id }, now);
      return true;
    });
    if (moved) completed += 1;
  }

  const late = await db
    .select({ id: bookings.id, status: bookings.status, supplierDeadline: bookings.supplierDeadline })
    .from(bookings)
    .where(and(eq(bookings.status, "pending"), lt(bookings.supplierDeadline, now)));
  let rejected = 0;
  for (const candidate of late.filter((b) => isPastSupplierDeadline(b, now))) {
    const moved = await db.transaction(async (tx) => {
      const [booking] = await tx
        .update(bookings)
        .set({ status: "rejected", cancelledBy: "deadline", updatedAt: now })
        .where(and(eq(bookings.id, candidate.id), eq(bookings.status, "pending")))
        .returning({
          id: bookings.id,
          reference: bookings.reference,
          orderId: bookings.orderId,
          userId: bookings.userId,
          slotId: bookings.slotId,
          guests: bookings.guests,
          totalCents: bookings.totalCents,
          depositCents: bookings.depositCents,
          balanceCents: bookings.balanceCents,
          balancePaidAt: bookings.balancePaidAt,
        });
      if (!booking) return false;
      // The request expired: the operator's entries about it stop asking.
      await closeRequestNotices(tx, booking.id, now);
      await releaseAndRefund(tx, booking, now);
      await notify(tx, { kind: "bookingRejected", bookingId: booking.id }, now);
      return true;
    });
    if (moved) rejected += 1;
  }
  return { completed, rejected };
}
