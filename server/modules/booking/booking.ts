import { and, desc, eq, sql } from "drizzle-orm";
import { canGuestCancel, isNoShow } from "../../../core/booking-status.ts";
import { isCurrency } from "../../../core/money.ts";
import type { Language } from "../../../core/preferences.ts";
import type { BookingView, CreatedOrder, OrderMoney, OrderView } from "../../../core/views.ts";

export type { BookingView, CreatedOrder, OrderView };
import type { Executor } from "../../db/client.ts";
import { prepared, userIdParam, type Param } from "../../db/prepared.ts";
import { bookings, orders, payments, services, serviceImages, suppliers } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { CatalogCache } from "../catalog/catalog-cache.ts";
import type { UseCaseContext } from "../context.ts";
import { releaseAndRefund } from "./refund.ts";
import { notifyGuestCancelled } from "../notifications/outbox.ts";
import { withBookingParts } from "./booking-rows.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";

const firstImage = sql<
  string | null
>`(select ${serviceImages.url} from ${serviceImages} where ${serviceImages.serviceId} = ${services.id} order by ${serviceImages.position} limit 1)`;

/** The user's bookings (or one order's, or one booking), latest trip first. */
function bookingsQuery(
  db: Executor,
  userId: Param<string>,
  filter: { orderId?: string; bookingId?: string } = {},
) {
  return withBookingParts(
    db
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
        statusReason: bookings.statusReason,
        cancelledBy: bookings.cancelledBy,
        checkIn: bookings.checkIn,
        currency: orders.currency,
        refundedMinor: bookings.refundedMinor,
        refundedPointsCents: bookings.refundedPointsCents,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(
      and(
        eq(bookings.userId, userId),
        filter.orderId ? eq(bookings.orderId, filter.orderId) : undefined,
        filter.bookingId ? eq(bookings.id, filter.bookingId) : undefined,
      ),
    )
    .orderBy(desc(bookings.startDate), desc(bookings.createdAt));
}

/** All of the user's bookings: the dashboard's overview and Bookings tab, on every visit. */
const userBookings = prepared((db) => bookingsQuery(db, userIdParam).prepare("user_bookings"));

/** The user's bookings as views (the order's receipt reads its own inside its transaction). */
export async function bookingViews(
  db: Executor,
  userId: string,
  now: Date,
  filter: { orderId?: string; bookingId?: string } = {},
): Promise<BookingView[]> {
  const rows =
    filter.orderId || filter.bookingId
      ? await bookingsQuery(db, userId, filter)
      : await userBookings(db).execute({ userId });
  return rows.map(({ currency, refundedMinor, refundedPointsCents, checkIn, ...row }) => ({
    ...row,
    noShow: isNoShow({ status: row.status, checkIn }),
    refund:
      refundedMinor === null
        ? null
        : {
            currency: isCurrency(currency) ? currency : "USD",
            minor: refundedMinor,
            pointsCents: refundedPointsCents ?? 0,
          },
    price: row.totalCents / 100,
    supplierDeadline: row.supplierDeadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
    canCancel: canGuestCancel({ status: row.status, startDate: row.date, time: row.time }, now),
  }));
}

/**
 * Bookings name their service, place and description in the reader's language, where the
 * catalogue has them translated (the stored text is English).
 */
export async function inLanguage<
  T extends { serviceId: number; service: string; location: string; description: string },
>(catalog: Pick<CatalogCache, "byId">, lang: Language, list: T[]): Promise<T[]> {
  const byId = await catalog.byId(lang);
  return list.map((booking) => {
    const service = byId.get(booking.serviceId);
    return service
      ? { ...booking, service: service.title, location: service.location, description: service.description }
      : booking;
  });
}

/** The traveller's bookings, latest trip first; in `lang` when given (the dashboard), else as stored. */
export async function listBookings(
  ctx: UseCaseContext,
  input: { lang?: Language } = {},
): Promise<BookingView[]> {
  const list = await bookingViews(ctx.services.db, ctx.actor.id, ctx.now);
  return input.lang ? inLanguage(ctx.services.catalog, input.lang, list) : list;
}

/** How many bookings the user has made, whatever became of them (the dashboard's header). */
export function bookingCountQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .where(eq(bookings.userId, userId));
}

/** A booking of this user; another user's booking is as unknown as a missing one. */
export async function getBooking(
  db: Executor,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<BookingView> {
  const [booking] = await bookingViews(db, userId, now, { bookingId });
  if (!booking) throw notFound("bookingNotFound");
  return booking;
}

/** The columns that say what an order was charged. */
export const orderMoneyColumns = {
  currency: orders.currency,
  exchangeRate: orders.exchangeRate,
  chargedMinor: orders.chargedMinor,
  pointsUsedCents: orders.pointsUsedCents,
  refundedMinor: orders.refundedMinor,
  refundedPointsCents: orders.refundedPointsCents,
};

export function orderMoney(row: Omit<OrderMoney, "currency"> & { currency: string }): OrderMoney {
  return {
    currency: isCurrency(row.currency) ? row.currency : "USD",
    exchangeRate: row.exchangeRate,
    chargedMinor: row.chargedMinor,
    pointsUsedCents: row.pointsUsedCents,
    refundedMinor: row.refundedMinor,
    refundedPointsCents: row.refundedPointsCents,
  };
}

/** A booking with what its order was charged (`GET /api/booking/:id`). */
export async function getBookingWithOrder(ctx: UseCaseContext, input: { bookingId: string }) {
  const { db } = ctx.services;
  const booking = await getBooking(db, ctx.actor.id, input.bookingId, ctx.now);
  const [order] = await db
    .select({
      reference: orders.reference,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      ...orderMoneyColumns,
    })
    .from(orders)
    .where(eq(orders.id, booking.orderId));
  return { ...booking, order: { ...order!, ...orderMoney(order!) } };
}

/** The user's own order with its payment and bookings (the receipt); another user's is not found. */
export async function getOrder(ctx: UseCaseContext, input: { reference: string }): Promise<OrderView> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
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
      ...orderMoneyColumns,
    })
    .from(orders)
    .leftJoin(
      payments,
      and(eq(payments.orderId, orders.id), eq(payments.purpose, "order"), eq(payments.status, "succeeded")),
    )
    .where(and(eq(orders.reference, input.reference), eq(orders.userId, userId)));
  if (!order) throw notFound("orderNotFound");
  return {
    ...order,
    ...orderMoney(order),
    cardLast4: order.cardLast4 ?? null,
    createdAt: order.createdAt.toISOString(),
    bookings: await bookingViews(db, userId, ctx.now, { orderId: order.id }),
  };
}

/**
 * The guest's free cancellation: seats released and the refund recorded, or nothing at all. The
 * seats are back on sale: the visitors' copies of the availability are told.
 */
export async function cancelBooking(ctx: UseCaseContext, input: { bookingId: string }): Promise<BookingView> {
  const { db, changes } = ctx.services;
  const { bookingId } = input;
  const userId = ctx.actor.id;
  const now = ctx.now;
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
      .set({ status: "cancelled", cancelledAt: now, cancelledBy: "guest", updatedAt: now })
      .where(eq(bookings.id, booking.id));
    // A request the guest withdrew: the operator's entries about it stop asking.
    await closeRequestNotices(tx, booking.id, now);
    await releaseAndRefund(tx, booking, now);
    await notifyGuestCancelled(tx, booking, now);
  });
  changes.changed("seats");
  return getBooking(db, userId, bookingId, now);
}
