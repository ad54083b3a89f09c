import { inArray, or, sql } from "drizzle-orm";
import type { Auth } from "../auth.ts";
import type { Db } from "./client.ts";
import * as t from "./schema.ts";
import { DEMO_ACCOUNT, seedDemo } from "./seed-demo.ts";
import { seedOperators, seedOperatorStory, STORY_CONTACT_EMAILS, STORY_EMAILS } from "./seed-operators.ts";
import { REVIEWER_EMAILS, seedReviews } from "./seed-reviews.ts";

/**
 * `npm run demo:reset`: the seeded story told again relative to `now`. Everything the demo
 * travellers and the seeded reviewers did (orders, bookings with their reviews, payments, points,
 * referrals, messages, carts) and the seeded contact messages go; every seat count is recounted
 * from the bookings that remain; then the stories are seeded afresh. Other people's accounts and
 * bookings are left as they are. Ratings and review counts are read from the reviews, so they
 * follow without a recount.
 */
export async function resetDemoStory(db: Db, auth: Auth, now = new Date()) {
  const emails = [DEMO_ACCOUNT.email, ...STORY_EMAILS, ...REVIEWER_EMAILS];
  const users = await db.select({ id: t.user.id }).from(t.user).where(inArray(t.user.email, emails));
  const userIds = users.map((u) => u.id);
  await db.transaction(async (tx) => {
    if (userIds.length > 0) {
      const orders = await tx
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(inArray(t.orders.userId, userIds));
      const orderIds = orders.map((o) => o.id);
      const bookings = orderIds.length
        ? await tx.select({ id: t.bookings.id }).from(t.bookings).where(inArray(t.bookings.orderId, orderIds))
        : [];
      const bookingIds = bookings.map((b) => b.id);
      if (bookingIds.length) {
        await tx.delete(t.transactions).where(inArray(t.transactions.bookingId, bookingIds));
        await tx.delete(t.supplierMessages).where(inArray(t.supplierMessages.bookingId, bookingIds));
        await tx.delete(t.bookings).where(inArray(t.bookings.id, bookingIds));
      }
      await tx.delete(t.transactions).where(inArray(t.transactions.userId, userIds));
      await tx
        .delete(t.payments)
        .where(
          or(
            inArray(t.payments.userId, userIds),
            orderIds.length ? inArray(t.payments.orderId, orderIds) : undefined,
          ),
        );
      if (orderIds.length) await tx.delete(t.orders).where(inArray(t.orders.id, orderIds));
      await tx
        .delete(t.referrals)
        .where(or(inArray(t.referrals.referrerId, userIds), inArray(t.referrals.referredUserId, userIds)));
      await tx.delete(t.referralInvites).where(inArray(t.referralInvites.userId, userIds));
      await tx.delete(t.holds).where(inArray(t.holds.userId, userIds));
      await tx.delete(t.carts).where(inArray(t.carts.userId, userIds));
      await tx.delete(t.idempotencyKeys).where(inArray(t.idempotencyKeys.userId, userIds));
    }
    await tx.delete(t.contactMessages).where(inArray(t.contactMessages.email, STORY_CONTACT_EMAILS));
    // Seats are what the remaining bookings hold.
    await tx.execute(sql`
      update slot_inventory set booked = coalesce((
        select sum(b.guests) from bookings b
        where b.slot_id = slot_inventory.id and b.status in ('pending', 'confirmed', 'completed')), 0)`);
  });
  await seedOperators(db, auth, now);
  await seedDemo(db, auth, now);
  await seedOperatorStory(db, auth, now);
  await seedReviews(db, auth, now);
}
