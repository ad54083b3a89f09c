import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { endDate } from "../../../core/dates.ts";
import { cartTotal, lineTotal } from "../../../core/pricing.ts";
import { makeReference } from "../../../core/reference.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import type { CreatedOrder } from "../../../core/views.ts";
import type { Db, Executor } from "../../db/client.ts";
import {
  bookings,
  cartItems,
  carts,
  holds,
  idempotencyKeys,
  orders,
  payments,
  services,
  slotInventory,
  suppliers,
} from "../../db/schema.ts";
import { AppError, conflict } from "../../errors.ts";
import { lockSlot } from "../availability/availability.ts";
import { validateSlotChoice } from "../cart/cart.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import { discountFor } from "../checkout/checkout.ts";
import type { ChargeResult, PaymentProvider } from "../payment/provider.ts";
import { listBookings } from "./booking.ts";
import { notify, notifyConfirmed, notifyNewRequest } from "../notifications/outbox.ts";

interface CreateOptions {
  userId: string;
  input: BookingCreateInput;
  idempotencyKey?: string;
  catalog: ReadonlyMap<number, ServiceSummary>;
  provider: PaymentProvider;
  now: Date;
}

/** The answer to a checkout, kept with its Idempotency-Key for retries. */
export interface Stored {
  status: number;
  body: unknown;
}

interface ReservedLine {
  item: BookingCreateInput["items"][number];
  slotId: number;
  priceCents: number;
  durationDays: number;
  responseHours: number;
  instantConfirmation: boolean;
  totalCents: number;
}

interface Totals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

const hashOf = (input: unknown) => createHash("sha256").update(JSON.stringify(input)).digest("hex");
const newReference = () => makeReference(randomInt);

/**
 * Checkout: one order, one payment and one booking per line, in one transaction. Seats are taken
 * under a row lock per slot; prices come from the database; a declined payment rolls everything
 * back; a retry with the same Idempotency-Key returns the first answer.
 */
export async function createOrder(db: Db, options: CreateOptions): Promise<Stored> {
  const { userId, input, idempotencyKey, now } = options;
  const requestHash = hashOf(input);
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const previous = await claimIdempotencyKey(tx, userId, idempotencyKey, requestHash);
      if (previous) return previous;
    }
    const lines = await reserveSeats(tx, options);
    const totals = await price(tx, userId, lines);
    const charge = await options.provider.charge({
      amountCents: totals.totalCents,
      currency: input.currency,
      method: input.paymentMethod,
      card: input.card,
      sbpToken: input.sbpToken,
      wallet: input.wallet,
      userId,
      now,
    });
    const body = await record(tx, options, lines, totals, charge);
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ status: 201, body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
    }
    return { status: 201, body };
  });
}

/**
 * Claims the key for this request, or returns the answer already stored under it. A key still
 * being worked on by another request is a 409; a key reused for another request a 422.
 */
async function claimIdempotencyKey(
  tx: Executor,
  userId: string,
  key: string,
  requestHash: string,
): Promise<Stored | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, status: 0, body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [previous] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!previous) throw conflict("requestInProgress");
  if (previous.requestHash !== requestHash) {
    throw new AppError(422, "idempotencyKeyReused", { field: "Idempotency-Key" });
  }
  return { status: previous.status, body: previous.body };
}

/** Takes the seats of every line (the user's own holds give way to the booking), or none at all. */
async function reserveSeats(tx: Executor, options: CreateOptions): Promise<ReservedLine[]> {
  const { userId, input, now } = options;
  // Lock slots in one global order so two checkouts never wait on each other in a cycle.
  const ordered = input.items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        a.item.serviceId - b.item.serviceId ||
        a.item.dates.startDate.localeCompare(b.item.dates.startDate) ||
        a.item.selectedTime.localeCompare(b.item.selectedTime),
    );
  const reserved: ReservedLine[] = [];
  for (const { item, index } of ordered) {
    const [service] = await tx
      .select({
        priceCents: services.priceCents,
        durationDays: services.durationDays,
        available: services.available,
        responseHours: suppliers.responseTimeHours,
        instantConfirmation: services.instantConfirmation,
      })
      .from(services)
      .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
      .where(
        and(eq(services.id, item.serviceId), eq(services.status, "active"), eq(suppliers.status, "active")),
      );
    const summary = options.catalog.get(item.serviceId);
    const slot = await validateSlotChoice(
      tx,
      service && summary ? { ...summary, available: service.available } : undefined,
      item.dates.startDate,
      item.selectedTime,
      now,
    ).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      // The fault is in this line of the request: name it.
      throw new AppError(error.status, error.code, {
        params: error.params,
        details: error.details,
        field: `items.${index}${error.field ? `.${error.field}` : ""}`,
      });
    });
    const locked = await lockSlot(tx, item.serviceId, item.dates.startDate, slot, userId, now);
    const free = locked.capacity - locked.booked - locked.heldByOthers;
    if (item.guests > free) {
      throw conflict(free > 0 ? "seatsLeft" : "fullyBooked", {
        field: `items.${index}`,
        params: {
          seats: free,
          title: summary?.title ?? `#${item.serviceId}`,
          date: item.dates.startDate,
          time: item.selectedTime,
        },
        details: { item: index, serviceId: item.serviceId, seatsLeft: Math.max(0, free) },
      });
    }
    await tx
      .update(slotInventory)
      .set({ booked: sql`${slotInventory.booked} + ${item.guests}` })
      .where(eq(slotInventory.id, locked.id));
    await tx.delete(holds).where(and(eq(holds.slotId, locked.id), eq(holds.userId, userId)));
    reserved.push({
      item,
      slotId: locked.id,
      priceCents: service!.priceCents,
      durationDays: service!.durationDays,
      responseHours: service!.responseHours,
      instantConfirmation: service!.instantConfirmation,
      totalCents: lineTotal(service!.priceCents, item.guests),
    });
  }
  return reserved;
}

/**
 * Prices from the database; a friend's first order takes the referral discount, decided under a
 * lock on the friend's referral row so that only one of several orders sent at once gets it.
 */
async function price(tx: Executor, userId: string, lines: ReservedLine[]): Promise<Totals> {
  const subtotalCents = cartTotal(lines);
  const discountCents = await discountFor(tx, userId, subtotalCents, { lock: true });
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** Writes the order, its payment and one pending booking per line; the booked lines leave the cart. */
async function record(
  tx: Executor,
  { userId, input, now }: CreateOptions,
  lines: ReservedLine[],
  totals: Totals,
  charge: ChargeResult,
): Promise<CreatedOrder> {
  const orderId = randomUUID();
  const reference = newReference();
  const customer = input.customerInfo;
  await tx.insert(orders).values({
    id: orderId,
    reference,
    userId,
    status: "paid",
    ...totals,
    paymentMethod: input.paymentMethod,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerStreet: customer.address.street,
    specialRequests: customer.specialRequests || null,
    customerCity: customer.address.city,
    customerCountry: customer.address.country,
    createdAt: now,
  });
  const paymentId = randomUUID();
  await tx.insert(payments).values({
    id: paymentId,
    orderId,
    userId,
    purpose: "order",
    provider: charge.provider,
    method: input.paymentMethod,
    status: "succeeded",
    amountCents: totals.totalCents,
    providerReference: charge.reference,
    cardLast4: charge.cardLast4,
    createdAt: now,
  });
  // The guest's receipt and "booking received", the operator's request (or, instantly confirmed, the
  // guest's confirmation): written with the order, so they exist exactly when it does.
  await notify(tx, { kind: "orderReceived", orderId }, now);
  await notify(tx, { kind: "paymentReceived", paymentId }, now);
  for (const line of lines) {
    const booking = {
      id: randomUUID(),
      startDate: line.item.dates.startDate,
      time: line.item.selectedTime,
      supplierDeadline: new Date(now.getTime() + line.responseHours * 3_600_000),
    };
    await tx.insert(bookings).values({
      ...booking,
      reference: newReference(),
      orderId,
      userId,
      serviceId: line.item.serviceId,
      slotId: line.slotId,
      endDate: endDate(line.item.dates.startDate, line.durationDays),
      guests: line.item.guests,
      unitPriceCents: line.priceCents,
      totalCents: line.totalCents,
      // Instant confirmation: paid is confirmed, with nothing left for the operator to answer.
      status: line.instantConfirmation ? "confirmed" : "pending",
      respondedAt: line.instantConfirmation ? now : null,
      createdAt: now,
    });
    if (line.instantConfirmation) await notifyConfirmed(tx, booking, now);
    else await notifyNewRequest(tx, booking, now);
  }
  await removeBookedLines(tx, userId, input);
  return {
    order: {
      id: orderId,
      reference,
      ...totals,
      total: totals.totalCents / 100,
      paymentMethod: input.paymentMethod,
      cardLast4: charge.cardLast4,
      createdAt: now.toISOString(),
    },
    bookings: await listBookings(tx, userId, now, { orderId }),
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
