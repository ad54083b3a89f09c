import { and, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { PlatformOverview } from "../../../core/admin.ts";
import { operatorMonthStart } from "../../../core/dates.ts";
import { bookings, contactMessages, member, orders, services, suppliers, user } from "../../db/schema.ts";
import type { UseCaseContext } from "../context.ts";
import { paidForBooking } from "../operator/reports.ts";
import { failedMails } from "./mail.ts";
import { unhandledMessages } from "./messages.ts";

// The platform's figures on the admin's landing page, and the counts on the area's tabs.

const total = sql<number>`count(*)`.mapWith(Number);

/** The counts every admin page's tabs show: messages not yet handled, mail that failed. */
export async function adminTabCounts(
  ctx: UseCaseContext,
): Promise<{ unhandled: number; failedMail: number }> {
  const { db } = ctx.services;
  const [unhandled, failedMail] = await Promise.all([unhandledMessages(db), failedMails(db)]);
  return { unhandled, failedMail };
}

export async function platformOverview(ctx: UseCaseContext): Promise<PlatformOverview> {
  const { db } = ctx.services;
  const { now } = ctx;
  const thisMonth = operatorMonthStart(now);
  const lastMonth = operatorMonthStart(new Date(thisMonth.getTime() - 1));
  const month = (from: Date, to: Date) =>
    db
      .select({
        bookings: total,
        revenueCents:
          sql<number>`coalesce(sum(${paidForBooking}) filter (where ${bookings.status} not in ('cancelled', 'rejected')), 0)`.mapWith(
            Number,
          ),
      })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .where(and(gte(bookings.createdAt, from), lt(bookings.createdAt, to)));
  const [[current], [previous], [requests], supplierRows, [live], [people], [messages]] = await Promise.all([
    month(thisMonth, now),
    month(lastMonth, thisMonth),
    db
      .select({
        pending: total,
        overdue:
          sql<number>`count(*) filter (where ${bookings.supplierDeadline} < ${now.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(bookings)
      .where(eq(bookings.status, "pending")),
    db.select({ status: suppliers.status, count: total }).from(suppliers).groupBy(suppliers.status),
    db
      .select({ count: total })
      .from(services)
      .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
      .where(and(eq(services.status, "active"), eq(suppliers.status, "active"))),
    // Travellers: accounts on no supplier's team and not platform admins.
    db
      .select({ count: sql<number>`count(distinct ${user.id})`.mapWith(Number) })
      .from(user)
      .leftJoin(member, eq(member.userId, user.id))
      .where(and(isNull(member.id), ne(user.role, "admin"))),
    db.select({ count: total }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  const suppliersIn = (status: "active" | "suspended") =>
    supplierRows.find((r) => r.status === status)?.count ?? 0;
  return {
    thisMonth: {
      from: thisMonth.toISOString(),
      bookings: current?.bookings ?? 0,
      revenueCents: current?.revenueCents ?? 0,
    },
    lastMonth: {
      from: lastMonth.toISOString(),
      bookings: previous?.bookings ?? 0,
      revenueCents: previous?.revenueCents ?? 0,
    },
    pendingRequests: requests?.pending ?? 0,
    overdueRequests: requests?.overdue ?? 0,
    activeSuppliers: suppliersIn("active"),
    suspendedSuppliers: suppliersIn("suspended"),
    servicesLive: live?.count ?? 0,
    travellers: people?.count ?? 0,
    unhandledMessages: messages?.count ?? 0,
  };
}
