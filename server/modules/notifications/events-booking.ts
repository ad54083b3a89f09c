import { eq } from "drizzle-orm";
import { LIST_SEPARATOR, type MailBooking, type NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, orders, payments } from "../../db/schema.ts";
import {
  account,
  bookingFacts,
  bookingLink,
  entry,
  guestOf,
  mailBooking,
  minor,
  type Delivery,
  type EventContext,
} from "./event-parts.ts";
import { orderMoneyFacts } from "./mail-money.ts";

/** An order with requests waiting for their operators: one mail for the waiting lines. */
export async function orderReceived(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "orderReceived" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
  if (!order) return null;
  const rows = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.orderId, order.id));
  // Instantly confirmed lines get their own confirmation; this mail is about the waiting ones.
  const pending = rows.filter((r) => r.status === "pending");
  if (!pending.length) return null;
  const to = await account(db, order.userId);
  if (!to) return null;
  const lines: MailBooking[] = [];
  for (const row of pending) {
    const facts = await bookingFacts(db, row.id);
    if (facts) lines.push(await mailBooking(db, facts, to.locale));
  }
  return [
    {
      to: { ...to, email: order.customerEmail || to.email },
      message: {
        kind: "orderReceived",
        name: order.customerName || to.name,
        orderReference: order.reference,
        bookings: lines,
        total: minor(order.chargedMinor, order.currency, to.locale),
        money: (await orderMoneyFacts(db, order.id, to.locale)) ?? undefined,
        // "View your bookings": the bookings, where each answer shows (the receipt links the order).
        link: `${ctx.baseUrl}/dashboard/bookings`,
      },
      inApp: {
        bookingId: pending[0]!.id,
        params: {
          reference: order.reference,
          service: lines[0]?.serviceTitle ?? "",
          date: lines[0]?.startDate ?? "",
          count: lines.length,
          // Every waiting trip, as the mail lists them: titles and their first days, one a line
          // (the list names them all in the reader's way of listing, app/features/notifications).
          services: lines.map((line) => line.serviceTitle).join(LIST_SEPARATOR),
          dates: lines.map((line) => line.startDate).join(LIST_SEPARATOR),
        },
        href: `/orders/${order.reference}`,
      },
    },
  ];
}

/** The receipt of a payment. */
export async function paymentReceived(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "paymentReceived" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const [payment] = await db
    .select({
      payment: payments,
      orderReference: orders.reference,
      currency: orders.currency,
      customerEmail: orders.customerEmail,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, event.paymentId));
  if (!payment) return null;
  const holder = await account(db, payment.payment.userId);
  if (!holder) return null;
  // An order's receipt goes where its other mail goes: the address given at checkout.
  const to = { ...holder, email: payment.customerEmail || holder.email };
  const p = payment.payment;
  const order = p.purpose === "order";
  const amount = minor(p.amountMinor, p.currency, to.locale);
  const reference = payment.orderReference ?? p.providerReference;
  // An order's receipt leads to the order, a balance's to its booking, a top-up's to the points.
  const path = order
    ? `/orders/${reference}`
    : p.purpose === "balance" && p.bookingId
      ? `/dashboard/bookings/${p.bookingId}`
      : "/dashboard/balance";
  // An order's receipt names its lines: base, the fee and tax lines, discount, total, deposits.
  const money = order && p.orderId ? await orderMoneyFacts(db, p.orderId, to.locale) : null;
  return [
    {
      to,
      message: {
        kind: "paymentReceived",
        name: to.name,
        purpose: p.purpose,
        reference,
        amount,
        method: p.method,
        cardLast4: p.cardLast4,
        date: p.createdAt.toISOString(),
        ...(money ? { money } : {}),
        link: `${ctx.baseUrl}${path}`,
      },
      inApp: { bookingId: null, params: { amount, reference }, href: path },
    },
  ];
}

/** A booking confirmed, reminded, completed, rejected or cancelled: the guest is told (with the calendar file where the departure enters or leaves their calendar). */
export async function bookingStatusChanged(
  db: Executor,
  event: Extract<
    NotificationEvent,
    { kind: "bookingConfirmed" | "tripReminder" | "tripCompleted" | "bookingRejected" | "bookingCancelled" }
  >,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const facts = await bookingFacts(db, event.bookingId);
  const expected = {
    bookingConfirmed: ["confirmed"],
    tripReminder: ["confirmed"],
    tripCompleted: ["completed"],
    bookingRejected: ["rejected"],
    bookingCancelled: ["cancelled"],
  }[event.kind];
  if (!facts || !expected.includes(facts.booking.status)) return null;
  // A no-show completes without the "rate your trip" mail: the guest did not come.
  if (event.kind === "tripCompleted" && facts.booking.checkIn === "no_show") return null;
  const to = await guestOf(db, facts);
  if (!to) return null;
  const booking = await mailBooking(db, facts, to.locale);
  const link = bookingLink(ctx, facts.booking.id);
  const inApp = entry(facts, booking, `/dashboard/bookings/${facts.booking.id}`);
  // What this booking's cancellation gave back: money as charged, points as points.
  const refund = minor(facts.booking.refundedMinor ?? 0, facts.currency, to.locale);
  const points = facts.booking.refundedPointsCents ?? 0;
  const refundPoints = points > 0 ? minor(points, "USD", to.locale) : undefined;
  const b = facts.booking;
  switch (event.kind) {
    case "bookingConfirmed":
    case "tripReminder":
      // Both put the departure in the guest's calendar (the same event: same UID, same SEQUENCE).
      return [
        {
          to,
          message: { kind: event.kind, name: to.name, booking, link },
          ics: { method: "REQUEST", sequence: 0, bookingId: b.id },
          inApp,
        },
      ];
    case "tripCompleted":
      return [
        { to, message: { kind: "tripCompleted", name: to.name, booking, link: `${link}#review` }, inApp },
      ];
    case "bookingRejected":
      return [
        {
          to,
          message: {
            kind: "bookingRejected",
            name: to.name,
            booking,
            reason: b.statusReason,
            refund,
            refundPoints,
            byDeadline: b.cancelledBy === "deadline",
            link,
          },
          inApp,
        },
      ];
    case "bookingCancelled":
      return [
        {
          to,
          message: {
            kind: "bookingCancelled",
            name: to.name,
            booking,
            by: b.cancelledBy === "operator" || b.cancelledBy === "admin" ? b.cancelledBy : "guest",
            reason: b.statusReason,
            refund,
            refundPoints,
            link,
          },
          // A confirmed departure was in the guest's calendar: this takes it out again.
          ics: b.respondedAt ? { method: "CANCEL", sequence: 1, bookingId: b.id } : undefined,
          // The platform's cancellation says why in the app too.
          inApp:
            b.cancelledBy === "admin" && b.statusReason
              ? { ...inApp, params: { ...inApp.params, reason: b.statusReason } }
              : inApp,
        },
      ];
  }
  return null;
}
