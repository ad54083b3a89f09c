import { and, asc, desc, eq } from "drizzle-orm";
import { canContactSupplier, canRate } from "../../../core/booking-status.ts";
import type { Language } from "../../../core/preferences.ts";
import type { BookingDetailView } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, orders, payments, services, supplierMessages, suppliers } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { getBooking, orderMoney, orderMoneyColumns } from "./booking.ts";
import { notify } from "../notifications/outbox.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { withBookingParts } from "./booking-rows.ts";

/**
 * The booking's own page: the booking, its order and how it was paid, the supplier's contact
 * details once the supplier has taken the booking on (confirmed, and after it is completed), the
 * review, what the guest may still do, and the conversation with the supplier. In `lang` when
 * given (the dashboard), else as stored. Another user's booking is not found.
 */
export async function bookingDetail(
  ctx: UseCaseContext,
  input: { bookingId: string; lang?: Language },
): Promise<BookingDetailView> {
  return detailOf(ctx.services.db, ctx.actor.id, input.bookingId, ctx.now, input.lang);
}

/** The booking's page as `bookingDetail` answers it, for the user's own booking, named in `lang`. */
export async function detailOf(
  db: Executor,
  userId: string,
  bookingId: string,
  now: Date,
  lang?: Language,
): Promise<BookingDetailView> {
  const booking = await getBooking(db, userId, bookingId, now, lang);
  const [extra] = await withBookingParts(
    db
      .select({
        review: bookings.review,
        reference: orders.reference,
        paymentMethod: orders.paymentMethod,
        totalCents: orders.totalCents,
        discountCents: orders.discountCents,
        createdAt: orders.createdAt,
        ...orderMoneyColumns,
        supplierEmail: suppliers.email,
        supplierPhone: suppliers.phone,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, bookingId));
  if (!extra) throw notFound("bookingNotFound");
  // The charge, not a later refund row of the same order.
  const [payment] = await db
    .select({ cardLast4: payments.cardLast4 })
    .from(payments)
    .where(and(eq(payments.orderId, booking.orderId), eq(payments.status, "succeeded")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  // The whole conversation: the guest's messages and the operator's replies (the booking is theirs).
  const messages = await db
    .select({
      id: supplierMessages.id,
      author: supplierMessages.author,
      message: supplierMessages.message,
      createdAt: supplierMessages.createdAt,
    })
    .from(supplierMessages)
    .where(eq(supplierMessages.bookingId, bookingId))
    .orderBy(asc(supplierMessages.createdAt), asc(supplierMessages.id));
  const taken = booking.status === "confirmed" || booking.status === "completed";
  return {
    ...booking,
    order: {
      reference: extra.reference,
      paymentMethod: extra.paymentMethod,
      cardLast4: payment?.cardLast4 ?? null,
      totalCents: extra.totalCents,
      discountCents: extra.discountCents,
      createdAt: extra.createdAt.toISOString(),
      ...orderMoney(extra),
    },
    supplierContact: taken ? { email: extra.supplierEmail, phone: extra.supplierPhone } : null,
    review: extra.review,
    canRate: canRate(booking),
    canContact: canContactSupplier(booking),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      message: m.message,
      date: m.createdAt.toISOString(),
    })),
  };
}

/**
 * A message (parsed by the caller with supplierMessageSchema) to the supplier of a confirmed
 * booking; before confirmation nobody has taken it on. A user sends at most `limits.supplierMessage`
 * an hour, to all suppliers together.
 */
export async function contactSupplier(
  ctx: UseCaseContext,
  input: { bookingId: string; message: string },
): Promise<BookingDetailView["messages"][number]> {
  const { db } = ctx.services;
  const { bookingId, message } = input;
  const userId = ctx.actor.id;
  const now = ctx.now;
  await enforceLimit(db, limits.supplierMessage, userId, now.getTime());
  const booking = await getBooking(db, userId, bookingId, now);
  if (!canContactSupplier(booking)) throw conflict("messageBeforeConfirmed");
  const [service] = await db
    .select({ supplierId: services.supplierId })
    .from(services)
    .where(eq(services.id, booking.serviceId));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supplierMessages)
      .values({
        bookingId,
        userId,
        supplierId: service!.supplierId,
        message,
        author: "guest",
        createdAt: now,
      })
      .returning({ id: supplierMessages.id });
    await notify(tx, { kind: "guestMessage", bookingId, messageId: row!.id }, now);
    return row!.id;
  });
  return { id, author: "guest", message, date: now.toISOString() };
}
