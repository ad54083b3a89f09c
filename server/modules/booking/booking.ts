import { and, desc, eq, sql, type Placeholder } from "drizzle-orm";
import { canGuestCancel, isNoShow } from "../../../core/booking-status.ts";
import { isCurrency } from "../../../core/money.ts";
import { inOrderCurrency, orderLines } from "../../../core/order-summary.ts";
import type { Language } from "../../../core/preferences.ts";
import type { BookingView, CreatedOrder, OrderMoney, OrderView } from "../../../core/views.ts";

export type { BookingView, CreatedOrder, OrderView };
import type { Executor } from "../../db/client.ts";
import { prepared, userIdParam, type Param } from "../../db/prepared.ts";
import { bookings, orders, payments, services, serviceImages, suppliers } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import { serviceText } from "../catalog/service-text.ts";
import type { UseCaseContext } from "../context.ts";
import { releaseAndRefund } from "./refund.ts";
import { notifyGuestCancelled } from "../notifications/outbox.ts";
import { withBookingParts } from "./booking-rows.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";
import { peopleOf, readinessFor } from "../participants/readiness.ts";

const firstImage = sql<
  string | null
>`(select ${serviceImages.url} from ${serviceImages} where ${serviceImages.serviceId} = ${services.id} order by ${serviceImages.position} limit 1)`;

/** Which bookings to read, and the language their services are named in (English when not given). */
export interface BookingsFilter {
  orderId?: string;
  bookingId?: string;
  lang?: Language;
}

const langParam = sql.placeholder("lang") as Placeholder<"lang", Language>;

/** The user's bookings (or one order's, or one booking), latest trip first, named in `lang`. */
function bookingsQuery(
  db: Executor,
  userId: Param<string>,
  lang: Param<Language>,
  filter: Omit<BookingsFilter, "lang"> = {},
) {
  return withBookingParts(
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        orderId: bookings.orderId,
        orderReference: orders.reference,
        serviceId: bookings.serviceId,
        service: serviceText("title", lang),
        description: serviceText("description", lang),
        image: firstImage,
        location: serviceText("location", lang),
        supplier: suppliers.name,
        date: bookings.startDate,
        endDate: bookings.endDate,
        time: bookings.time,
        guests: bookings.guests,
        participants: bookings.participants,
        prices: bookings.prices,
        unitPriceCents: bookings.unitPriceCents,
        baseCents: bookings.baseCents,
        feesCents: bookings.feesCents,
        taxesCents: bookings.taxesCents,
        feeLines: bookings.feeLines,
        totalCents: bookings.totalCents,
        discountCents: bookings.discountCents,
        depositCents: bookings.depositCents,
        balance: bookings.balanceCents,
        balanceDueAt: bookings.balanceDueAt,
        balancePaidAt: bookings.balancePaidAt,
        status: bookings.status,
        supplierDeadline: bookings.supplierDeadline,
        rating: bookings.rating,
        statusReason: bookings.statusReason,
        cancelledBy: bookings.cancelledBy,
        checkIn: bookings.checkIn,
        currency: orders.currency,
        exchangeRate: orders.exchangeRate,
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
const userBookings = prepared((db) => bookingsQuery(db, userIdParam, langParam).prepare("user_bookings"));

/** The user's bookings as views (the order's receipt reads its own inside its transaction). */
export async function bookingViews(
  db: Executor,
  userId: string,
  now: Date,
  filter: BookingsFilter = {},
): Promise<BookingView[]> {
  const { lang = "en", ...which } = filter;
  const rows =
    which.orderId || which.bookingId
      ? await bookingsQuery(db, userId, lang, which)
      : await userBookings(db).execute({ userId, lang });
  // Every listed booking's participants in one query, for their readiness.
  const people = await peopleOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(
    ({ currency, exchangeRate, refundedMinor, refundedPointsCents, checkIn, balance, ...row }) => {
      // What is still to pay: the balance until it is paid.
      const balanceCents = row.balancePaidAt ? 0 : balance;
      const orderCurrency = isCurrency(currency) ? currency : "USD";
      return {
        ...row,
        balanceCents,
        readiness: readinessFor(
          { startDate: row.date, endDate: row.endDate, balanceDue: balanceCents > 0 },
          people.get(row.id),
        ),
        balanceDueAt: row.balanceDueAt?.toISOString() ?? null,
        balancePaidAt: row.balancePaidAt?.toISOString() ?? null,
        noShow: isNoShow({ status: row.status, checkIn }),
        refund:
          refundedMinor === null
            ? null
            : {
                currency: orderCurrency,
                minor: refundedMinor,
                pointsCents: refundedPointsCents ?? 0,
              },
        money: inOrderCurrency({ ...row, balanceCents }, orderCurrency, exchangeRate),
        price: row.totalCents / 100,
        supplierDeadline: row.supplierDeadline.toISOString(),
        createdAt: row.createdAt.toISOString(),
        canCancel: canGuestCancel({ status: row.status, startDate: row.date, time: row.time }, now),
      };
    },
  );
}

/**
 * The traveller's bookings, latest trip first; their services named in `lang` where translated
 * (the dashboard, `?lang=`), else in English.
 */
export function listBookings(ctx: UseCaseContext, input: { lang?: Language } = {}): Promise<BookingView[]> {
  return bookingViews(ctx.services.db, ctx.actor.id, ctx.now, { lang: input.lang });
}

/** How many bookings the user has made, whatever became of them (the dashboard's header). */
export function bookingCountQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .where(eq(bookings.userId, userId));
}

/**
 * A booking of this user, named in `lang` (English when not given); another user's booking is as
 * unknown as a missing one.
 */
export async function getBooking(
  db: Executor,
  userId: string,
  bookingId: string,
  now: Date,
  lang?: Language,
): Promise<BookingView> {
  const [booking] = await bookingViews(db, userId, now, { bookingId, lang });
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

/** A booking with what its order was charged (`GET /api/booking/:id`), named in `lang`. */
export async function getBookingWithOrder(
  ctx: UseCaseContext,
  input: { bookingId: string; lang?: Language },
) {
  const { db } = ctx.services;
  const booking = await getBooking(db, ctx.actor.id, input.bookingId, ctx.now, input.lang);
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

/**
 * The user's own order with its payment and bookings (the receipt), its services named in `lang`
 * (English when not given); another user's is not found.
 */
export async function getOrder(
  ctx: UseCaseContext,
  input: { reference: string; lang?: Language },
): Promise<OrderView> {
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
      paidCents: orders.paidCents,
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
  const money = orderMoney(order);
  const lines = await bookingViews(db, userId, ctx.now, { orderId: order.id, lang: input.lang });
  return {
    ...order,
    ...money,
    ...orderLines(lines, order.paidCents, money.currency),
    cardLast4: order.cardLast4 ?? null,
    createdAt: order.createdAt.toISOString(),
    bookings: lines,
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
