import { eq } from "drizzle-orm";
import { adminCancellable, type AdminBookingDetail } from "../../../core/admin-audit.ts";
import type { Currency } from "../../../core/money.ts";
import type { Language } from "../../../core/preferences.ts";
import { bookings, orders } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import { withBookingParts } from "../booking/booking-rows.ts";
import { releaseAndRefund } from "../booking/refund.ts";
import type { UseCaseContext } from "../context.ts";
import { notifyAdminCancelled } from "../notifications/outbox.ts";
import { adminBookingColumns } from "./bookings.ts";
import { audit } from "./audit.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";

// A platform admin acts on a booking for a guest or an operator who asks (decision 029): one
// booking's page, and its cancellation with a reason and a full refund.

/** One booking as the admin's booking page shows it, its service named in `lang`; 404 bookingNotFound. */
export async function adminBooking(
  ctx: UseCaseContext,
  input: { bookingId: string; lang?: Language },
): Promise<AdminBookingDetail> {
  const [row] = await withBookingParts(
    ctx.services.db
      .select({
        ...adminBookingColumns(input.lang ?? "en"),
        endDate: bookings.endDate,
        statusReason: bookings.statusReason,
        cancelledBy: bookings.cancelledBy,
        cancelledAt: bookings.cancelledAt,
        refundedMinor: bookings.refundedMinor,
        refundedPointsCents: bookings.refundedPointsCents,
        currency: orders.currency,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, input.bookingId));
  if (!row) throw notFound("bookingNotFound");
  const {
    guestName,
    guestEmail,
    createdAt,
    cancelledAt,
    refundedMinor,
    refundedPointsCents,
    currency,
    ...rest
  } = row;
  const ended = rest.status === "cancelled" || rest.status === "rejected";
  return {
    ...rest,
    guest: { name: guestName, email: guestEmail },
    createdAt: createdAt.toISOString(),
    cancelledAt: cancelledAt?.toISOString() ?? null,
    refund: ended
      ? { currency: currency as Currency, minor: refundedMinor ?? 0, pointsCents: refundedPointsCents ?? 0 }
      : null,
    canCancel: adminCancellable(rest.status),
  };
}

/**
 * The admin cancels a pending or confirmed booking with the reason the guest and the operator read:
 * the seats go back on sale and the guest gets back everything they paid for it (as when an operator
 * cancels: money the way it was paid, points to the balance; a discount is never money to give back),
 * whatever the 24-hour rule says. The guest is told in their language, every member of the operator's
 * team under their own settings, and the audit log keeps it, all in the cancellation's transaction.
 * A booking that has already ended answers 409 cannotCancelStatus; an unknown one 404.
 */
export async function cancelBookingAsAdmin(
  ctx: UseCaseContext,
  input: { bookingId: string; reason: string },
): Promise<AdminBookingDetail> {
  const { db, changes } = ctx.services;
  const { now } = ctx;
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
    if (!booking) throw notFound("bookingNotFound");
    if (!adminCancellable(booking.status)) {
      throw conflict("cannotCancelStatus", { params: { status: booking.status } });
    }
    await tx
      .update(bookings)
      .set({
        status: "cancelled",
        statusReason: input.reason,
        cancelledBy: "admin",
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    // A request the platform called off: the operator's entries about it stop asking.
    await closeRequestNotices(tx, booking.id, now);
    const refund = await releaseAndRefund(tx, booking, now);
    await notifyAdminCancelled(tx, booking, now);
    const [order] = await tx
      .select({ currency: orders.currency })
      .from(orders)
      .where(eq(orders.id, booking.orderId));
    await audit(tx, ctx, {
      action: "bookingCancelled",
      target: { type: "booking", id: booking.id },
      details: {
        reference: booking.reference,
        reason: input.reason,
        previousStatus: booking.status,
        seatsFreed: booking.guests,
        refund: { currency: order?.currency ?? "USD", minor: refund.minor, pointsCents: refund.pointsCents },
      },
    });
  });
  changes.changed("seats");
  return adminBooking(ctx, input);
}
