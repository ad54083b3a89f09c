import { eq, sql } from "drizzle-orm";
import { prepared, userIdParam } from "../../db/prepared.ts";
import { user } from "../../db/schema.ts";
import { bookingCountQuery } from "../booking/booking.ts";
import type { UseCaseContext } from "../context.ts";
import { balanceQuery } from "../points/points.ts";
import { referralCountQuery, referralEarningsQuery } from "../referral/referral.ts";

const summaryQuery = prepared((db) =>
  db
    .select({
      balanceCents: sql<number>`(${balanceQuery(db, userIdParam)})`.mapWith(Number),
      totalBookings: sql<number>`(${bookingCountQuery(db, userIdParam)})`.mapWith(Number),
      referralCount: sql<number>`(${referralCountQuery(db, userIdParam)})`.mapWith(Number),
      referralEarningsCents: sql<number>`(${referralEarningsQuery(db, userIdParam)})`.mapWith(Number),
    })
    .from(user)
    .where(eq(user.id, userIdParam))
    .prepare("dashboard_summary"),
);

/**
 * The dashboard's figures, read by its layout on every tab: the header's points balance and
 * bookings made, and the overview's referral count and earnings. One round trip, each part the
 * query its own module answers with.
 */
export async function dashboardSummary(ctx: UseCaseContext) {
  const [row] = await summaryQuery(ctx.services.db).execute({ userId: ctx.actor.id });
  return {
    balanceCents: row?.balanceCents ?? 0,
    totalBookings: row?.totalBookings ?? 0,
    referrals: { count: row?.referralCount ?? 0, earningsCents: row?.referralEarningsCents ?? 0 },
  };
}
