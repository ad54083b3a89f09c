import { and, asc, count, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { canCheckIn, canTransition, type BookingStatus, type CheckIn } from "../../../core/booking-status.ts";
import { slotStart, type IsoDate } from "../../../core/dates.ts";
import { OPERATOR_BOOKINGS_MAX, type OperatorBooking } from "../../../core/operator.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { bookings, orders, services, supplierMessages } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import { bookingReady } from "./manifest-readiness.ts";
import { guestEmailForOperator, guestNameForOperator, guestPastTrips } from "../booking/guest-privacy.ts";
import { releaseAndRefund } from "../booking/refund.ts";
import type { OperatorScope } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { closeRequestNotices } from "../notifications/request-notices.ts";
import { notify, notifyConfirmed } from "../notifications/outbox.ts";
import { serviceText } from "../catalog/service-text.ts";

// The supplier's bookings in the console: the list, the requests' answers, the operator's
// cancellation and check-in. An answer or a cancellation changes the seats public pages show, so
// its use case signals "seats" once it has committed; a check-in changes nothing they show.

type Scope = Pick<OperatorScope, "supplierId">;

export type { OperatorBooking };

export interface BookingFilter {
  status?: BookingStatus | BookingStatus[];
  serviceId?: number;
  from?: IsoDate;
  to?: IsoDate;
  date?: IsoDate;
  time?: string;
  bookingId?: string;
  offset?: number;
  limit?: number;
  /** The language the services are named in (English when not given). */
  lang?: Language;
}

const lastGuestMessage = sql<string | null>`(
  select ${supplierMessages.message} from ${supplierMessages}
  where ${supplierMessages.bookingId} = ${bookings.id} and ${supplierMessages.author} = 'guest'
  order by ${supplierMessages.createdAt} desc, ${supplierMessages.id} desc limit 1)`;

/** The supplier's bookings, filtered; pending requests come soonest deadline first, the rest by date. */
export function operatorBookings(
  ctx: OperatorContext,
  filter: BookingFilter = {},
): Promise<OperatorBooking[]> {
  return supplierBookings(ctx.services.db, ctx.actor, filter);
}

async function supplierBookings(
  db: Executor,
  scope: Scope,
  filter: BookingFilter,
): Promise<OperatorBooking[]> {
  const statuses = filter.status === undefined ? [] : [filter.status].flat();
  const conditions: (SQL | undefined)[] = [
    eq(services.supplierId, scope.supplierId),
    statuses.length ? inArray(bookings.status, statuses) : undefined,
    filter.serviceId === undefined ? undefined : eq(bookings.serviceId, filter.serviceId),
    filter.from ? gte(bookings.startDate, filter.from) : undefined,
    filter.to ? lte(bookings.startDate, filter.to) : undefined,
    filter.date ? eq(bookings.startDate, filter.date) : undefined,
    filter.time ? eq(bookings.time, filter.time) : undefined,
    filter.bookingId ? eq(bookings.id, filter.bookingId) : undefined,
  ];
  const onlyPending = statuses.length === 1 && statuses[0] === "pending";
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      orderReference: orders.reference,
      serviceId: bookings.serviceId,
      service: serviceText("title", filter.lang ?? "en"),
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      time: bookings.time,
      guests: bookings.guests,
      totalCents: bookings.totalCents,
      status: bookings.status,
      supplierDeadline: bookings.supplierDeadline,
      respondedAt: bookings.respondedAt,
      statusReason: bookings.statusReason,
      cancelledBy: bookings.cancelledBy,
      checkIn: bookings.checkIn,
      checkInReason: bookings.checkInReason,
      guestName: guestNameForOperator,
      guestEmail: guestEmailForOperator,
      guestPhone: orders.customerPhone,
      pastTrips: guestPastTrips,
      specialRequests: orders.specialRequests,
      lastMessage: lastGuestMessage,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(...conditions))
    .orderBy(
      ...(onlyPending
        ? [asc(bookings.supplierDeadline), asc(bookings.id)]
        : [asc(bookings.startDate), asc(bookings.time), asc(bookings.createdAt), asc(bookings.id)]),
    )
    .offset(filter.offset ?? 0)
    .limit(filter.limit ?? OPERATOR_BOOKINGS_MAX);
  return rows.map(({ guestName, guestEmail, guestPhone, pastTrips, ...row }) => ({
    ...row,
    supplierDeadline: row.supplierDeadline.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    guest: { name: guestName, email: guestEmail, phone: guestPhone, pastTrips },
  }));
}

/** One of the supplier's bookings, its service named in `lang`, or 404 as if it did not exist. */
export function operatorBooking(
  ctx: OperatorContext,
  input: { bookingId: string; lang?: Language },
): Promise<OperatorBooking> {
  return bookingOf(ctx.services.db, ctx.actor, input.bookingId, input.lang);
}

async function bookingOf(db: Executor, scope: Scope, bookingId: string, lang?: Language) {
  const [booking] = await supplierBookings(db, scope, { bookingId, lang });
  if (!booking) throw notFound("bookingNotFound");
  return booking;
}

/**
 * Locks one of the supplier's bookings for a change: 404 when it is not theirs, 409 when it is no
 * longer in a status the change starts from (a guest's cancellation or the deadline got there first).
 */
async function lockOwn(tx: Tx, scope: Scope, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, supplierId: services.supplierId })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!row || row.supplierId !== scope.supplierId) throw notFound("bookingNotFound");
  return row.booking;
}

export type Answer = { decision: "confirm" } | { decision: "reject"; reason: string };

/**
 * The operator's answer to a request, behind the console's use cases below and a mail's link
 * (notifications/request-links.ts); it signals nothing itself, its callers do. Confirming keeps the
 * seats; rejecting gives them back and refunds in full, as the deadline would. Exactly one of a
 * confirm, a guest's cancellation and the deadline job wins: the booking row is locked and its
 * status checked under the lock. A confirmation after the trip's start (409 tripStarted) or the
 * request's deadline (409 requestDeadlinePassed) is refused. The team's entries about the request
 * are marked read in the same transaction, naming `scope.userId` when a member answered from the
 * console (a mail's link names nobody).
 */
export async function answerRequest(
  db: Db,
  scope: Scope & { userId?: string },
  bookingId: string,
  answer: Answer,
  now: Date,
): Promise<OperatorBooking> {
  await db.transaction(async (tx) => {
    const booking = await lockOwn(tx, scope, bookingId);
    const to = answer.decision === "confirm" ? "confirmed" : "rejected";
    if (!canTransition(booking.status, to, "supplier")) {
      throw conflict("bookingStatusChanged", { params: { status: booking.status } });
    }
    if (answer.decision === "confirm") {
      // Nothing is confirmed after its start, nor after the deadline: the job rejects and refunds
      // it (a rejection is still taken: it ends the request the same way).
      if (slotStart(booking.startDate, booking.time) <= now) throw conflict("tripStarted");
      if (booking.supplierDeadline <= now) throw conflict("requestDeadlinePassed");
      await tx
        .update(bookings)
        .set({ status: "confirmed", respondedAt: now, updatedAt: now })
        .where(eq(bookings.id, booking.id));
      await closeRequestNotices(tx, booking.id, now, scope.userId);
      await notifyConfirmed(tx, booking, now);
      return;
    }
    await tx
      .update(bookings)
      .set({ status: "rejected", respondedAt: now, statusReason: answer.reason, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await closeRequestNotices(tx, booking.id, now, scope.userId);
    await releaseAndRefund(tx, booking, now);
    await notify(tx, { kind: "bookingRejected", bookingId: booking.id }, now);
  });
  return bookingOf(db, scope, bookingId);
}

/** The console confirms a request: the guest's seats are theirs. */
export async function confirmRequest(ctx: OperatorContext, input: { bookingId: string }) {
  const { db, changes } = ctx.services;
  const booking = await answerRequest(db, ctx.actor, input.bookingId, { decision: "confirm" }, ctx.now);
  changes.changed("seats");
  return booking;
}

/** The console rejects a request with the reason the guest reads: seats released, full refund. */
export async function rejectRequest(ctx: OperatorContext, input: { bookingId: string; reason: string }) {
  const { db, changes } = ctx.services;
  const answer = { decision: "reject", reason: input.reason } as const;
  const booking = await answerRequest(db, ctx.actor, input.bookingId, answer, ctx.now);
  changes.changed("seats");
  return booking;
}

/** Confirms several requests; each on its own, so one that changed meanwhile does not stop the rest. */
export async function confirmRequests(ctx: OperatorContext, input: { ids: string[] }) {
  const answered: string[] = [];
  const failed: { id: string; code: string }[] = [];
  for (const id of input.ids) {
    try {
      await answerRequest(ctx.services.db, ctx.actor, id, { decision: "confirm" }, ctx.now);
      answered.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      failed.push({ id, code: error.code });
    }
  }
  if (answered.length > 0) ctx.services.changes.changed("seats");
  return { answered, failed };
}

/**
 * The operator calls off a confirmed (or still pending) booking, for weather or safety: the guest
 * gets everything back, whatever the 24-hour rule says, and sees the reason.
 */
export async function cancelAsOperator(
  tx: Tx,
  scope: Scope & { userId?: string },
  bookingId: string,
  reason: string,
  now: Date,
) {
  const booking = await lockOwn(tx, scope, bookingId);
  const allowed =
    canTransition(booking.status, "cancelled", "supplier") ||
    canTransition(booking.status, "rejected", "supplier");
  if (!allowed) throw conflict("bookingStatusChanged", { params: { status: booking.status } });
  // A request not yet answered is rejected rather than cancelled: it was never taken on.
  const status = booking.status === "pending" ? "rejected" : "cancelled";
  await tx
    .update(bookings)
    .set({
      status,
      statusReason: reason,
      cancelledBy: "operator",
      cancelledAt: status === "cancelled" ? now : null,
      respondedAt: booking.respondedAt ?? now,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  // A request called off is answered: its entries in the team's lists say so.
  if (booking.status === "pending") await closeRequestNotices(tx, booking.id, now, scope.userId);
  await releaseAndRefund(tx, booking, now);
  await notify(
    tx,
    { kind: status === "rejected" ? "bookingRejected" : "bookingCancelled", bookingId: booking.id },
    now,
  );
}

/** The console calls a booking off with the reason the guest reads (cancelAsOperator). */
export async function cancelBookingAsOperator(
  ctx: OperatorContext,
  input: { bookingId: string; reason: string },
): Promise<OperatorBooking> {
  const { db, changes } = ctx.services;
  await db.transaction((tx) => cancelAsOperator(tx, ctx.actor, input.bookingId, input.reason, ctx.now));
  changes.changed("seats");
  return bookingOf(db, ctx.actor, input.bookingId);
}

/**
 * Arrived, no-show, or cleared (null) for a booking whose first day has come. Marking arrived a
 * booking that is not ready (details, licence, waiver or balance missing) needs a reason (400
 * checkInReasonRequired), which is kept for the manifest; a ready booking checks in as before.
 */
export async function recordCheckIn(
  ctx: OperatorContext,
  input: { bookingId: string; checkIn: CheckIn | null; reason?: string },
): Promise<OperatorBooking> {
  const { db } = ctx.services;
  const { now } = ctx;
  await db.transaction(async (tx) => {
    const booking = await lockOwn(tx, ctx.actor, input.bookingId);
    if (!canCheckIn(booking, now)) throw conflict("cannotCheckIn");
    let reason: string | null = null;
    if (input.checkIn === "arrived") {
      const { ready } = await bookingReady(tx, booking.id);
      if (!ready && !input.reason) throw badRequest("checkInReasonRequired", { field: "reason" });
      reason = ready ? null : input.reason!;
    }
    await tx
      .update(bookings)
      .set({
        checkIn: input.checkIn,
        checkedInAt: input.checkIn ? now : null,
        checkInReason: reason,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
  });
  return bookingOf(db, ctx.actor, input.bookingId);
}

/** Requests awaiting an answer and guests' messages not yet read: the tabs' badges. */
export async function consoleBadges(ctx: OperatorContext) {
  const { db } = ctx.services;
  const { supplierId } = ctx.actor;
  const [[pending], [unread]] = await Promise.all([
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(and(eq(services.supplierId, supplierId), eq(bookings.status, "pending"))),
    db
      .select({ n: count() })
      .from(supplierMessages)
      .where(
        and(
          eq(supplierMessages.supplierId, supplierId),
          eq(supplierMessages.author, "guest"),
          isNull(supplierMessages.readAt),
        ),
      ),
  ]);
  return { pending: pending?.n ?? 0, unread: unread?.n ?? 0 };
}
