import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { MarkReadInput, NotificationsQuery } from "../../../core/inbox.ts";
import type { NotificationKind, NotificationView } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import type { Param } from "../../db/prepared.ts";
import { bookings, notifications } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { requestKinds, requestOutcome, type OutcomeFacts } from "./request-notices.ts";

// The in-app list behind the bell: the rows the job runner wrote, read back by their owner only.
// Another user's entry is not theirs to see or mark: to them it does not exist (404).

/** Only a path on our own site is followed from the list (never another site's address). */
export function safeHref(href: string | null): string | null {
  return href && href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\") ? href : null;
}

function view(row: typeof notifications.$inferSelect, booking: OutcomeFacts | null): NotificationView {
  const asks = (requestKinds as readonly string[]).includes(row.kind);
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params,
    href: safeHref(row.href),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    outcome: asks && booking ? requestOutcome(booking, row.params.answeredBy) : null,
  };
}

/** The user's entries newest first, a page at a time, with the unread and total counts. */
export async function listNotifications(
  ctx: UseCaseContext,
  { offset, limit }: NotificationsQuery,
): Promise<{ items: NotificationView[]; unread: number; total: number }> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const [rows, [totals], unread] = await Promise.all([
    // Each entry with its booking's status now: a request's entries say how it ended.
    db
      .select({
        row: notifications,
        status: bookings.status,
        cancelledBy: bookings.cancelledBy,
        respondedAt: bookings.respondedAt,
        cancelledAt: bookings.cancelledAt,
        updatedAt: bookings.updatedAt,
        supplierDeadline: bookings.supplierDeadline,
      })
      .from(notifications)
      .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
  ]);
  const items = rows.map(({ row, status, updatedAt, supplierDeadline, ...rest }) =>
    view(
      row,
      status && updatedAt && supplierDeadline ? { status, updatedAt, supplierDeadline, ...rest } : null,
    ),
  );
  return { items, unread, total: totals?.n ?? 0 };
}

/**
 * The bell's number, as a query (the header reads it with other counts): one count on the partial
 * index of unread entries (notifications_unread).
 */
export function unreadCountQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** The bell's number. */
export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await unreadCountQuery(db, userId);
  return row?.n ?? 0;
}

/**
 * Marks the user's own entries read (already read ones keep their time). A single id that is not
 * theirs is a 404; in a list of ids, the ones that are not theirs are left alone, so that one entry
 * removed meanwhile does not fail the rest. Answers the unread count afterwards.
 */
export async function markRead(
  ctx: UseCaseContext,
  input: MarkReadInput,
): Promise<{ marked: number; unread: number }> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const mine = eq(notifications.userId, userId);
  const which =
    "all" in input
      ? and(mine, isNull(notifications.readAt))
      : and(mine, inArray(notifications.id, [...new Set(input.ids)]));
  if ("ids" in input && input.ids.length === 1) {
    const [own] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(mine, eq(notifications.id, input.ids[0]!)));
    if (!own) throw notFound("notificationNotFound");
  }
  const marked = await db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(which, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: await unreadCount(db, userId) };
}

/**
 * Following an entry from the list: it is marked read and its link is answered (null when it has
 * none). Another user's entry is a 404.
 */
export async function openNotification(
  ctx: UseCaseContext,
  { id }: { id: number },
): Promise<{ href: string | null }> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const [row] = await db
    .select({ href: notifications.href, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  if (!row) throw notFound("notificationNotFound");
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return { href: safeHref(row.href) };
}
