import { and, eq, inArray, isNull, lte, gt } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { bookings, services } from "../../db/schema.ts";
import { notify } from "../notifications/outbox.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";
import { releaseAndRefund, releaseSeats } from "./refund.ts";

/** The reminders of a balance: this many days before it is due. */
export const BALANCE_REMINDER_DAYS = [7, 2] as const;

/**
 * A booking with a balance to pay: the guest is reminded 7 and 2 days before it is due (those
 * still ahead). Written with the booking; a reminder whose balance has been paid by then, or whose
 * booking no longer takes place, is dropped when it comes due (events-balance.ts).
 */
export async function scheduleBalanceReminders(
  tx: Executor,
  booking: { id: string; balanceDueAt: Date | null },
  now: Date,
) {
  if (!booking.balanceDueAt) return;
  for (const days of BALANCE_REMINDER_DAYS) {
    const at = new Date(booking.balanceDueAt.getTime() - days * 86_400_000);
    if (at.getTime() > now.getTime()) {
      await notify(tx, { kind: "balanceReminder", bookingId: booking.id, days }, now, at);
    }
  }
}

/**
 * The due-date pass (the job runner's lifecycle round): every booking still to take place whose
 * balance is unpaid at its due time is cancelled "by the deadline", with the reason the service's
 * policy gives. Under `deposit_kept_on_lapse` the deposit stays with the operator (nothing is
 * refunded: the booking's refund is recorded as zero) and only the seats are freed; otherwise the
 * deposit goes back as any cancellation's refund does. The guest and the operator's team are told.
 * Each booking moves in its own transaction under a conditional update, so two processes running
 * the pass at once cancel it once. Answers how many were cancelled.
 */
export async function lapseUnpaidBalances(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["pending", "confirmed"]),
        gt(bookings.balanceCents, 0),
        isNull(bookings.balancePaidAt),
        lte(bookings.balanceDueAt, now),
      ),
    );
  let lapsed = 0;
  for (const candidate of due) {
    const moved = await db.transaction(async (tx) => {
      const [policy] = await tx
        .select({ kept: services.depositKeptOnLapse })
        .from(services)
        .innerJoin(bookings, eq(bookings.serviceId, services.id))
        .where(eq(bookings.id, candidate.id));
      const kept = policy?.kept ?? true;
      const [booking] = await tx
        .update(bookings)
        .set({
          status: "cancelled",
          cancelledAt: now,
          cancelledBy: "deadline",
          statusReason: kept
            ? "The balance was not paid by its due date; under the operator's policy the deposit is kept."
            : "The balance was not paid by its due date; under the operator's policy the deposit is refunded.",
          updatedAt: now,
        })
        .where(
          and(
            eq(bookings.id, candidate.id),
            inArray(bookings.status, ["pending", "confirmed"]),
            isNull(bookings.balancePaidAt),
          ),
        )
        .returning();
      if (!booking) return false;
      // A request still waiting for its answer is off the operator's list.
      await closeRequestNotices(tx, booking.id, now);
      if (kept) {
        await releaseSeats(tx, booking);
        await tx
          .update(bookings)
          .set({ refundedMinor: 0, refundedPointsCents: 0 })
          .where(eq(bookings.id, booking.id));
      } else {
        await releaseAndRefund(tx, booking, now);
      }
      await notify(tx, { kind: "balanceLapsed", bookingId: booking.id }, now);
      await notify(tx, { kind: "balanceLapsedNotice", bookingId: booking.id }, now);
      return true;
    });
    if (moved) lapsed += 1;
  }
  return lapsed;
}
