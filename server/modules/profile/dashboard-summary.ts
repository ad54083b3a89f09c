import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { prepared, userIdParam } from "../../db/prepared.ts";
import { user } from "../../db/schema.ts";
import { bookingCountQuery } from "../booking/booking.ts";
import { balanceQuery } from "../points/points.ts";

/**
 * The dashboard header's figures, on every tab: the points balance and how many bookings the user
 * has made. One round trip, each part the query its own module answers with.
 */
const dashboardSummaryQuery = prepared((db) =>
  db
    .select({
      balanceCents: sql<number>`(${balanceQuery(db, userIdParam)})`.mapWith(Number),
      totalBookings: sql<number>`(${bookingCountQuery(db, userIdParam)})`.mapWith(Number),
    })
    .from(user)
    .where(eq(user.id, userIdParam))
    .prepare("dashboard_summary"),
);

export async function dashboardSummary(db: Executor, userId: string) {
  const [row] = await dashboardSummaryQuery(db).execute({ userId });
  return { balanceCents: row?.balanceCents ?? 0, totalBookings: row?.totalBookings ?? 0 };
}
