import { and, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { PlatformOverview } from "../../../core/admin.ts";
import { operatorMonthStart } from "../../../core/dates.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, contactMessages, member, orders, services, suppliers, user } from "../../db/schema.ts";
import { paidForBooking } from "../operator/reports.ts";

// The platform's figures on the admin's landing page.

const total = sql<number>`count(*)`.mapWith(Number);

export async function platformOverview(db: Executor, now: Date): Promise<PlatformOverview> {
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
