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
      joinedAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userIdParam))
    .prepare("dashboard_summary"),
);

/** A day after sign-up the header says "Welcome back". */
const NEW_ACCOUNT_MS = 24 * 3_600_000;

/**
 * Whether the header greets a returning traveller: not on the first day of a brand-new account,
 * even once it has booked in that first visit (decision 040). The account's age decides.
 */
export function isReturning(joinedAt: Date | undefined, now: Date) {
  return !joinedAt || now.getTime() - joinedAt.getTime() >= NEW_ACCOUNT_MS;
}

/**
 * The dashboard's figures, read by its layout on every tab: the header's points balance and
 * bookings made, and the overview's referral count and earnings. One round trip, each part the
 * query its own module answers with.
 */
export async function dashboardSummary(ctx: UseCaseContext) {
  const [row] = await summaryQuery(ctx.services.db).execute({ userId: ctx.actor.id });
  const totalBookings = row?.totalBookings ?? 0;
  return {
    returning: isReturning(row?.joinedAt, ctx.now),
    balanceCents: row?.balanceCents ?? 0,
    totalBookings,
    referrals: { count: row?.referralCount ?? 0, earningsCents: row?.referralEarningsCents ?? 0 },
  };
}
