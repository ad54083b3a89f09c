import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { operatorMonthStart } from "../../../core/dates.ts";
import { REFERRAL_REWARD_CENTS } from "../../../core/pricing.ts";
import type { ReferralsView } from "../../../core/views.ts";
import type { Executor, Tx } from "../../db/client.ts";
import type { Param } from "../../db/prepared.ts";
import { bookings, profiles, referralInvites, referrals, transactions, user } from "../../db/schema.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { notify } from "../notifications/outbox.ts";
import { ensureProfile } from "../profile/profile.ts";
import { hasControlCharacters } from "../../../core/text.ts";

async function referralCodeOf(db: Executor, userId: string): Promise<string> {
  const select = () =>
    db.select({ code: profiles.referralCode }).from(profiles).where(eq(profiles.userId, userId));
  let [profile] = await select();
  // Accounts made before profiles existed get one the first time they look.
  if (!profile) {
    await ensureProfile(db, userId);
    [profile] = await select();
  }
  return profile!.code;
}

/** How many friends came through the user's link. */
export function referralCountQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
}

/** What the user's referrals have earned them, in cents. */
export function referralEarningsQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ cents: sql<number>`coalesce(sum(${transactions.amountCents}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.kind, "referral"),
        eq(transactions.type, "credit"),
        eq(transactions.status, "completed"),
      ),
    );
}

/** The Referrals tab: the user's link, what it earned, the friends who came through it, invites sent. */
export async function referralsView(ctx: UseCaseContext): Promise<ReferralsView> {
  const { db, env } = ctx.services;
  const userId = ctx.actor.id;
  const code = await referralCodeOf(db, userId);
  // Bookings that happen or happened; cancelled and rejected ones are not the friend's trips.
  const friendBookings = sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${referrals.referredUserId} and ${bookings.status} not in ('cancelled', 'rejected'))`;
  // What this friend earned the referrer: referral credits whose booking is the friend's.
  const earned = sql<number>`(select coalesce(sum(${transactions.amountCents}), 0) from ${transactions} join ${bookings} on ${bookings.id} = ${transactions.bookingId} where ${transactions.userId} = ${userId} and ${transactions.kind} = 'referral' and ${bookings.userId} = ${referrals.referredUserId})`;
  const rows = await db
    .select({
      id: referrals.id,
      name: user.name,
      email: user.email,
      createdAt: referrals.createdAt,
      status: referrals.status,
      bookings: friendBookings.mapWith(Number),
      earnedCents: earned.mapWith(Number),
    })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt));
  const [total] = await referralEarningsQuery(db, userId);
  const invites = await db
    .select({ email: referralInvites.email, createdAt: referralInvites.createdAt })
    .from(referralInvites)
    .where(eq(referralInvites.userId, userId))
    .orderBy(desc(referralInvites.createdAt), desc(referralInvites.id))
    .limit(50);
  const monthStart = operatorMonthStart(ctx.now).getTime();
  return {
    code,
    link: `${env.baseUrl}/?ref=${code}`,
    totalEarningsCents: total?.cents ?? 0,
    active: rows.filter((r) => r.status === "active").length,
    pending: rows.filter((r) => r.status === "pending").length,
    thisMonth: rows.filter((r) => r.createdAt.getTime() >= monthStart).length,
    referrals: rows.map(({ createdAt, ...r }) => ({ ...r, joinDate: createdAt.toISOString() })),
    invites: invites.map((i) => ({ email: i.email, date: i.createdAt.toISOString() })),
  };
}

/**
 * An invitation to a friend, kept and mailed (the doors parsed the address with inviteSchema). A
 * user sends at most `limits.referralInvite.max` a day, so the form cannot become a spam cannon.
 */
export async function inviteFriend(ctx: UseCaseContext, { email }: { email: string }) {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const now = ctx.now;
  await enforceLimit(db, limits.referralInvite, userId, now.getTime());
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(referralInvites)
      .values({ userId, email, createdAt: now })
      .returning({ id: referralInvites.id });
    await notify(tx, { kind: "referralInvite", inviteId: invite!.id }, now);
  });
  return { email, date: now.toISOString() };
}

/**
 * A new account that came through a friend's link: a pending referral. Unknown codes and the
 * user's own code are ignored, and a user is referred at most once (unique referred user).
 */
export async function recordReferral(
  db: Executor,
  referredUserId: string,
  code: string | null | undefined,
  now = new Date(),
): Promise<boolean> {
  const normalised = code?.trim().toUpperCase();
  // The code may come from a cookie the visitor wrote: one with control characters is no code.
  if (!normalised || normalised.length > 32 || hasControlCharacters(normalised)) return false;
  const [referrer] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.referralCode, normalised));
  if (!referrer || referrer.userId === referredUserId) return false;
  const inserted = await db
    .insert(referrals)
    .values({
      id: randomUUID(),
      referrerId: referrer.userId,
      referredUserId,
      status: "pending",
      createdAt: now,
    })
    .onConflictDoNothing({ target: referrals.referredUserId })
    .returning({ id: referrals.id });
  return inserted.length > 0;
}

/**
 * The friend's first completed booking: the referral becomes active and the referrer gets $50.
 * The conditional update lets only one caller through, so the reward is paid once. The credit
 * points at the friend's booking, which is how the ledger names the friend.
 */
export async function activateReferral(
  tx: Tx,
  friendUserId: string,
  now: Date,
  bookingId: string | null = null,
): Promise<boolean> {
  const [activated] = await tx
    .update(referrals)
    .set({ status: "active", activatedAt: now })
    .where(and(eq(referrals.referredUserId, friendUserId), eq(referrals.status, "pending")))
    .returning({ referrerId: referrals.referrerId });
  if (!activated) return false;
  const [friend] = await tx.select({ name: user.name }).from(user).where(eq(user.id, friendUserId));
  await tx.insert(transactions).values({
    id: randomUUID(),
    userId: activated.referrerId,
    type: "credit",
    kind: "referral",
    amountCents: REFERRAL_REWARD_CENTS,
    description: `Referral reward: ${friend?.name ?? "a friend"}`,
    bookingId,
    createdAt: now,
  });
  if (bookingId)
    await notify(tx, { kind: "referralReward", referrerId: activated.referrerId, bookingId }, now);
  return true;
}
