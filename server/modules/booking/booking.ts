import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { canGuestCancel } from "../../../core/booking-status.ts";
import { endDate } from "../../../core/dates.ts";
import { cartTotal, lineTotal } from "../../../core/pricing.ts";
import { makeReference } from "../../../core/reference.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import type { BookingView, CreatedOrder, OrderView } from "../../../core/views.ts";

export type { BookingView, CreatedOrder, OrderView };
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
  serviceImages,
  slotInventory,
  suppliers,
} from "../../db/schema.ts";
import { AppError, conflict, notFound } from "../../errors.ts";
import { lockSlot } from "../availability/availability.ts";
import { validateSlotChoice } from "../cart/cart.ts";
import { discountFor } from "../checkout/checkout.ts";
import { releaseAndRefund } from "./refund.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import type { PaymentProvider } from "../payment/provider.ts";

interface CreateOptions {
  userId: string;
  input: BookingCreateInput;
  idempotencyKey?: string;
  catalog: ReadonlyMap<number, ServiceSummary>;
  provider: PaymentProvider;
  now: Date;
}

export interface Stored {
  status: number;
  body: unknown;
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
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key: idempotencyKey, requestHash, status: 0, body: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [previous] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
        if (!previous) throw conflict("requestInProgress");
        if (previous.requestHash !== requestHash) {
          throw new AppError(422, "idempotencyKeyReused", { field: "Idempotency-Key" });
        }
        return { status: previous.status, body: previous.body };
      }
    }

    // Lock slots in one global order so two checkouts never wait on each other in a cycle.
    const lines = input.items
      .map((item, index) => ({ item, index }))
      .sort(
        (a, b) =>
          a.item.serviceId - b.item.serviceId ||
          a.item.dates.startDate.localeCompare(b.item.dates.startDate) ||
          a.item.selectedTime.localeCompare(b.item.selectedTime),
      );
    const priced = [];
    for (const { item, index } of lines) {
      const [service] = await tx
        .select({
          id: services.id,
          priceCents: services.priceCents,
          durationDays: services.durationDays,
          available: services.available,
          responseTime: suppliers.responseTimeHours,
        })
        .from(services)
        .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
        .where(and(eq(services.id, item.serviceId), eq(services.status, "active")));
      const summary = options.catalog.get(item.serviceId);
      const slot = await validateSlotChoice(
        tx,
        service && summary ? { ...summary, available: service.available } : undefined,
        item.dates.startDate,
        item.selectedTime,
        now,
      ).catch((error: unknown) => {
        if (error instanceof AppError) {
          throw new AppError(error.status, error.code, {
            params: error.params,
            details: error.details,
            field: `items.${index}${error.field ? `.${error.field}` : ""}`,
          });
        }
        throw error;
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
      priced.push({
        item,
        slotId: locked.id,
        service: service!,
        totalCents: lineTotal(service!.priceCents, item.guests),
      });
    }

    const subtotalCents = cartTotal(priced);
    const discountCents = await discountFor(tx, userId, subtotalCents);
    const totalCents = subtotalCents - discountCents;
    const charge = await options.provider.charge({
      amountCents: totalCents,
      currency: input.currency,
      method: input.paymentMethod,
      card: input.card,
      sbpToken: input.sbpToken,
      wallet: input.wallet,
      userId,
      now,
    });

    const orderId = randomUUID();
    const reference = newReference();
    const customer = input.customerInfo;
    await tx.insert(orders).values({
      id: orderId,
      reference,
      userId,
      status: "paid",
      subtotalCents,
      discountCents,
      totalCents,
      paymentMethod: input.paymentMethod,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      customerStreet: customer.address.street,
      customerCity: customer.address.city,
      customerCountry: customer.address.country,
      createdAt: now,
    });
    await tx.insert(payments).values({
      id: randomUUID(),
      orderId,
      userId,
      purpose: "order",
      provider: charge.provider,
      method: input.paymentMethod,
      status: "succeeded",
      amountCents: totalCents,
      providerReference: charge.reference,
      cardLast4: charge.cardLast4,
      createdAt: now,
    });
    const bookingIds: string[] = [];
    for (const line of priced) {
      const id = randomUUID();
      bookingIds.push(id);
      await tx.insert(bookings).values({
        id,
        reference: newReference(),
        orderId,
        userId,
        serviceId: line.item.serviceId,
        slotId: line.slotId,
        startDate: line.item.dates.startDate,
        endDate: endDate(line.item.dates.startDate, line.service.durationDays),
        time: line.item.selectedTime,
        guests: line.item.guests,
        unitPriceCents: line.service.priceCents,
        totalCents: line.totalCents,
        status: "pending",
        supplierDeadline: new Date(now.getTime() + line.service.responseTime * 3_600_000),
        createdAt: now,
      });
    }
    await removeBookedLines(tx, userId, input);

    const body: CreatedOrder = {
      order: {
        id: orderId,
        reference,
        subtotalCents,
        discountCents,
        totalCents,
        total: totalCents / 100,
        paymentMethod: input.paymentMethod,
        cardLast4: charge.cardLast4,
        createdAt: now.toISOString(),
      },
      bookings: await listBookings(tx, userId, now, { orderId }),
    };
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ status: 201, body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
    }
    return { status: 201, body };
  });
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

const firstImage = sql<
  string | null
>`(select ${serviceImages.url} from ${serviceImages} where ${serviceImages.serviceId} = ${services.id} order by ${serviceImages.position} limit 1)`;

export async function listBookings(
  db: Executor,
  userId: string,
  now: Date,
  filter: { orderId?: string; bookingId?: string } = {},
): Promise<BookingView[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      orderId: bookings.orderId,
      orderReference: orders.reference,
      serviceId: bookings.serviceId,
      service: services.title,
      description: services.description,
      image: firstImage,
      location: services.location,
      supplier: suppliers.name,
      date: bookings.startDate,
      endDate: bookings.endDate,
      time: bookings.time,
      guests: bookings.guests,
      unitPriceCents: bookings.unitPriceCents,
      totalCents: bookings.totalCents,
      status: bookings.status,
      supplierDeadline: bookings.supplierDeadline,
      rating: bookings.rating,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
    .where(
      and(
        eq(bookings.userId, userId),
        filter.orderId ? eq(bookings.orderId, filter.orderId) : undefined,
        filter.bookingId ? eq(bookings.id, filter.bookingId) : undefined,
      ),
    )
    .orderBy(desc(bookings.startDate), desc(bookings.createdAt));
  return rows.map((row) => ({
    ...row,
    price: row.totalCents / 100,
    supplierDeadline: row.supplierDeadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
    canCancel: canGuestCancel({ status: row.status, startDate: row.date, time: row.time }, now),
  }));
}

/** How many bookings the user has, whatever their status (the dashboard's header). */
export async function countBookings(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(eq(bookings.userId, userId));
  return row?.n ?? 0;
}

/** A booking of this user; another user's booking is as unknown as a missing one. */
export async function getBooking(
  db: Executor,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<BookingView> {
  const [booking] = await listBookings(db, userId, now, { bookingId });
  if (!booking) throw notFound("bookingNotFound");
  return booking;
}

/** The user's own order with its payment and bookings (the receipt); another user's is not found. */
export async function getOrder(
  db: Executor,
  userId: string,
  reference: string,
  now: Date,
): Promise<OrderView> {
  const [order] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      createdAt: orders.createdAt,
      cardLast4: payments.cardLast4,
    })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.purpose, "order")))
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)));
  if (!order) throw notFound("orderNotFound");
  return {
    ...order,
    cardLast4: order.cardLast4 ?? null,
    createdAt: order.createdAt.toISOString(),
    bookings: await listBookings(db, userId, now, { orderId: order.id }),
  };
}

/** The guest's free cancellation: seats released and the refund recorded, or nothing at all. */
export async function cancelBooking(
  db: Db,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<BookingView> {
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .for("update");
    if (!booking) throw notFound("bookingNotFound");
    if (!canGuestCancel(booking, now)) {
      throw conflict(
        booking.status === "pending" || booking.status === "confirmed"
          ? "cancellationClosed"
          : "cannotCancelStatus",
        { params: { status: booking.status } },
      );
    }
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(bookings.id, booking.id));
    await releaseAndRefund(tx, booking, now);
  });
  return getBooking(db, userId, bookingId, now);
}
