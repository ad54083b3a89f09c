import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { MessageThread, ThreadDetail, ThreadMessage } from "../../../core/messages.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, orders, services, supplierMessages, user } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { OperatorScope } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { guestEmailForOperator, guestNameForOperator } from "../booking/guest-privacy.ts";
import { notify } from "../notifications/outbox.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { serviceText } from "../catalog/service-text.ts";

// Guests' messages to the supplier, threaded per booking, and the operator's replies. The guest
// reads the whole thread on their booking page (booking-detail.ts). No change signal: public pages
// show no messages.

type Scope = Pick<OperatorScope, "supplierId">;

/** The inbox holds at most this many threads, newest activity first. */
export const THREADS_MAX = 200;

const ownBooking = (scope: Scope) => eq(services.supplierId, scope.supplierId);

/** What a thread shows of its booking (joined with its service and order), the service named in `lang`. */
const bookingColumns = (lang: Language) => ({
  bookingId: bookings.id,
  reference: bookings.reference,
  serviceId: bookings.serviceId,
  service: serviceText("title", lang),
  startDate: bookings.startDate,
  time: bookings.time,
  guests: bookings.guests,
  status: bookings.status,
  guestName: guestNameForOperator,
});

/** The supplier's conversations, newest activity first, their services named in `lang` (English by default). */
export async function messageThreads(
  ctx: OperatorContext,
  input: { lang?: Language } = {},
): Promise<MessageThread[]> {
  const { db } = ctx.services;
  const scope = ctx.actor;
  const latest = db
    .selectDistinctOn([supplierMessages.bookingId], {
      bookingId: supplierMessages.bookingId,
      id: supplierMessages.id,
      message: supplierMessages.message,
      author: supplierMessages.author,
      createdAt: supplierMessages.createdAt,
    })
    .from(supplierMessages)
    .where(eq(supplierMessages.supplierId, scope.supplierId))
    .orderBy(supplierMessages.bookingId, desc(supplierMessages.createdAt), desc(supplierMessages.id))
    .as("latest");
  const counts = db
    .select({
      bookingId: supplierMessages.bookingId,
      count: sql<number>`count(*)`.mapWith(Number).as("count"),
      unread:
        sql<number>`count(*) filter (where ${supplierMessages.author} = 'guest' and ${supplierMessages.readAt} is null)`
          .mapWith(Number)
          .as("unread"),
    })
    .from(supplierMessages)
    .where(eq(supplierMessages.supplierId, scope.supplierId))
    .groupBy(supplierMessages.bookingId)
    .as("counts");
  const rows = await db
    .select({
      ...bookingColumns(input.lang ?? "en"),
      lastMessage: latest.message,
      lastAuthor: latest.author,
      lastAt: latest.createdAt,
      unread: counts.unread,
      count: counts.count,
    })
    .from(latest)
    .innerJoin(counts, eq(counts.bookingId, latest.bookingId))
    .innerJoin(bookings, eq(bookings.id, latest.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(ownBooking(scope))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(THREADS_MAX);
  return rows.map((row) => ({ ...row, lastAt: row.lastAt.toISOString() }));
}

async function threadBooking(db: Executor, scope: Scope, bookingId: string, lang: Language) {
  const [row] = await db
    .select({ ...bookingColumns(lang), guestEmail: guestEmailForOperator })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.id, bookingId), ownBooking(scope)));
  if (!row) throw notFound("bookingNotFound");
  return row;
}

async function threadMessages(
  db: Executor,
  bookingId: string,
  guestName: string | null,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: supplierMessages.id,
      author: supplierMessages.author,
      userName: user.name,
      message: supplierMessages.message,
      createdAt: supplierMessages.createdAt,
      readAt: supplierMessages.readAt,
    })
    .from(supplierMessages)
    .leftJoin(user, eq(user.id, supplierMessages.userId))
    .where(eq(supplierMessages.bookingId, bookingId))
    .orderBy(asc(supplierMessages.createdAt), asc(supplierMessages.id));
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    // The guest is named as on the order; a team member by their account.
    name: row.author === "guest" ? guestName : row.userName,
    message: row.message,
    date: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

/** Marks the guest's messages of a booking read by the team (the console's unread badge). */
async function markRead(db: Executor, scope: Scope, bookingId: string, now: Date) {
  await db
    .update(supplierMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(supplierMessages.bookingId, bookingId),
        eq(supplierMessages.supplierId, scope.supplierId),
        eq(supplierMessages.author, "guest"),
        isNull(supplierMessages.readAt),
      ),
    );
}

/**
 * One booking's conversation, both sides, oldest first, its service named in `lang`; opening it
 * marks the guest's messages read. Another supplier's booking answers 404, as if it did not exist.
 */
export async function messageThread(
  ctx: OperatorContext,
  input: { bookingId: string; lang?: Language },
): Promise<ThreadDetail> {
  const { db } = ctx.services;
  const { bookingId } = input;
  const booking = await threadBooking(db, ctx.actor, bookingId, input.lang ?? "en");
  await markRead(db, ctx.actor, bookingId, ctx.now);
  return { booking, messages: await threadMessages(db, bookingId, booking.guestName) };
}

/**
 * The operator's reply (parsed by the caller with supplierMessageSchema), on any of the supplier's
 * bookings: a question about a refund deserves an answer after a cancellation too. Replying
 * reads the guest's messages. A team member sends at most `limits.operatorReply` an hour.
 */
export async function replyToGuest(
  ctx: OperatorContext,
  input: { bookingId: string; message: string },
): Promise<ThreadMessage> {
  const { db } = ctx.services;
  const { now, actor: scope } = ctx;
  const { bookingId, message } = input;
  await enforceLimit(db, limits.operatorReply, scope.userId, now.getTime());
  return db.transaction(async (tx) => {
    await threadBooking(tx, scope, bookingId, "en");
    await markRead(tx, scope, bookingId, now);
    const [row] = await tx
      .insert(supplierMessages)
      .values({
        bookingId,
        userId: scope.userId,
        supplierId: scope.supplierId,
        message,
        author: "operator",
        createdAt: now,
      })
      .returning({ id: supplierMessages.id });
    await notify(tx, { kind: "operatorReplied", bookingId, messageId: row!.id }, now);
    const [author] = await tx.select({ name: user.name }).from(user).where(eq(user.id, scope.userId));
    return {
      id: row!.id,
      author: "operator" as const,
      name: author?.name ?? null,
      message,
      date: now.toISOString(),
      readAt: null,
    };
  });
}
