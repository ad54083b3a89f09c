import { randomInt, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { endDate } from "../../../core/dates.ts";
import { orderLines } from "../../../core/order-summary.ts";
import { makeReference } from "../../../core/reference.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import type { CreatedOrder } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, cartItems, carts, orders, payments } from "../../db/schema.ts";
import type { PaymentIntent } from "../payment/provider.ts";
import { bookingViews } from "./booking.ts";
import { addParticipants } from "../participants/participants.ts";
import { scheduleBalanceReminders } from "./balance-lapse.ts";
import { debitPoints } from "../points/points.ts";
import {
  notify,
  notifyInstantBooking,
  notifyNewRequest,
  notifyReadinessReminder,
} from "../notifications/outbox.ts";
import type { Charged, CreateOptions, ReservedLine, Totals } from "./order-attempt.ts";

const newReference = () => makeReference(randomInt);

/** Writes the order, its payment and one pending booking per line; the booked lines leave the cart. */
export async function record(
  tx: Executor,
  { userId, input, now, provider }: CreateOptions,
  lines: ReservedLine[],
  totals: Totals,
  charged: Charged,
  charge: PaymentIntent | null,
): Promise<CreatedOrder> {
  const orderId = randomUUID();
  const reference = newReference();
  const customer = input.customerInfo;
  const paymentMethod = charge && input.paymentMethod ? input.paymentMethod : "points";
  await tx.insert(orders).values({
    id: orderId,
    reference,
    userId,
    status: "paid",
    ...totals,
    ...charged,
    paymentMethod,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerStreet: customer.address.street,
    specialRequests: customer.specialRequests || null,
    customerCity: customer.address.city,
    customerCountry: customer.address.country,
    createdAt: now,
  });
  // The ledger's debit and the order: one transaction, so neither exists without the other.
  if (charged.pointsUsedCents > 0) await debitPoints(tx, userId, charged.pointsUsedCents, reference, now);
  // The guest's receipt and "booking received", the operator's request (or, instantly confirmed, the
  // guest's confirmation): written with the order, so they exist exactly when it does.
  await notify(tx, { kind: "orderReceived", orderId }, now);
  if (charge && input.paymentMethod) {
    const paymentId = randomUUID();
    await tx.insert(payments).values({
      id: paymentId,
      orderId,
      userId,
      purpose: "order",
      provider: provider.name,
      method: input.paymentMethod,
      status: "succeeded",
      // The money part's dollar value (the deposits, or everything); points are in the ledger.
      amountCents: totals.paidCents - charged.pointsUsedCents,
      currency: charged.currency,
      amountMinor: charged.chargedMinor,
      providerReference: charge.id,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      createdAt: now,
    });
    await notify(tx, { kind: "paymentReceived", paymentId }, now);
  }
  for (const line of lines) {
    const booking = {
      id: randomUUID(),
      startDate: line.item.dates.startDate,
      time: line.item.selectedTime,
      // Before the trip: the earlier of the response hours and the cut-off (order-seats.ts). An
      // instant booking booked too late for any answer needs none: the moment it was confirmed.
      supplierDeadline: line.supplierDeadline ?? now,
    };
    await tx.insert(bookings).values({
      ...booking,
      reference: newReference(),
      orderId,
      userId,
      serviceId: line.item.serviceId,
      slotId: line.slotId,
      endDate: endDate(line.item.dates.startDate, line.durationDays),
      guests: line.quote.seats,
      participants: line.quote.counts,
      prices: line.quote.prices,
      unitPriceCents: line.priceCents,
      baseCents: line.quote.baseCents,
      feesCents: line.quote.feesCents,
      taxesCents: line.quote.taxesCents,
      feeLines: line.quote.fees,
      totalCents: line.totalCents,
      ...line.split,
      // Instant confirmation: paid is confirmed, with nothing left for the operator to answer.
      status: line.instantConfirmation ? "confirmed" : "pending",
      respondedAt: line.instantConfirmation ? now : null,
      createdAt: now,
    });
    await addParticipants(tx, booking.id, line.quote.counts);
    await scheduleBalanceReminders(tx, { id: booking.id, balanceDueAt: line.split.balanceDueAt }, now);
    if (line.instantConfirmation) await notifyInstantBooking(tx, booking, now);
    else await notifyNewRequest(tx, booking, now);
    await notifyReadinessReminder(tx, booking, now);
  }
  await removeBookedLines(tx, userId, input);
  const views = await bookingViews(tx, userId, now, { orderId });
  return {
    order: {
      id: orderId,
      reference,
      ...totals,
      ...charged,
      ...orderLines(views, totals.paidCents, charged.currency),
      refundedMinor: 0,
      refundedPointsCents: 0,
      total: totals.totalCents / 100,
      paymentMethod,
      cardLast4: charge?.cardLast4 ?? null,
      createdAt: now.toISOString(),
    },
    bookings: views,
  };
}

/** The booked lines leave the cart: by line id when given, else by service, date and slot. */
async function removeBookedLines(tx: Executor, userId: string, input: BookingCreateInput) {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return;
  for (const item of input.items) {
    const match = item.cartItemId
      ? eq(cartItems.id, item.cartItemId)
      : and(
          eq(cartItems.serviceId, item.serviceId),
          eq(cartItems.startDate, item.dates.startDate),
          eq(cartItems.time, item.selectedTime),
        );
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), match));
  }
}
