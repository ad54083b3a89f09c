import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { bookings, orders, services, suppliers } from "../../db/schema.ts";

/**
 * A select from bookings joined to their order, their service and its supplier: where every full
 * read of a booking starts (the traveller's list and detail, the admin's list, a notification's
 * facts, a mailed request link). The caller picks the columns, its filter and order.
 */
export function withBookingParts<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(suppliers, eq(suppliers.id, services.supplierId));
}
