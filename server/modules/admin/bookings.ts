import { withBookingParts } from "../booking/booking-rows.ts";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_BOOKINGS_PAGE, type AdminBookingsPage, type AdminBookingsQuery } from "../../../core/admin.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { Language } from "../../../core/preferences.ts";
import { bookings, orders, suppliers } from "../../db/schema.ts";
import type { UseCaseContext } from "../context.ts";
import { serviceText } from "../catalog/service-text.ts";

// Every booking of the platform: the admin looks one up by reference or the guest's e-mail address
// when a guest or an operator asks (one booking's page and its cancellation: cancel-booking.ts).

/** `%` and `_` typed in a search are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the admin reads of a booking, its order, service (named in `lang`) and supplier (withBookingParts). */
export const adminBookingColumns = (lang: Language) => ({
  id: bookings.id,
  reference: bookings.reference,
  orderReference: orders.reference,
  serviceId: bookings.serviceId,
  service: serviceText("title", lang),
  supplierId: suppliers.id,
  supplier: suppliers.name,
  guestName: orders.customerName,
  guestEmail: orders.customerEmail,
  startDate: bookings.startDate,
  time: bookings.time,
  guests: bookings.guests,
  totalCents: bookings.totalCents,
  status: bookings.status,
  checkIn: bookings.checkIn,
  createdAt: bookings.createdAt,
});

/**
 * A page of bookings, newest first: by status and by part of a reference or the guest's address;
 * their services named in `lang` (English when not given).
 */
export async function adminBookings(
  ctx: UseCaseContext,
  query: AdminBookingsQuery & { lang?: Language },
): Promise<AdminBookingsPage> {
  const { db } = ctx.services;
  const q = query.q?.trim();
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(bookings.status, query.status) : undefined,
    pattern
      ? or(
          ilike(bookings.reference, pattern),
          ilike(orders.reference, pattern),
          ilike(orders.customerEmail, pattern),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(where);
  const total = counted?.total ?? 0;
  const pageSize = ADMIN_BOOKINGS_PAGE;
  const rows = await withBookingParts(
    db
      .select(adminBookingColumns(query.lang ?? "en"))
      .from(bookings)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.reference))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return {
    items: rows.map(({ guestName, guestEmail, createdAt, ...row }) => ({
      ...row,
      guest: { name: guestName, email: guestEmail },
      createdAt: createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize,
    pages: pageCount(total, pageSize),
  };
}
