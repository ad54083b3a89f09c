import { eq, sql } from "drizzle-orm";
import { prepared, userIdParam } from "../../db/prepared.ts";
import { user } from "../../db/schema.ts";
import { cartCountQuery } from "../cart/cart.ts";
import type { SessionContext } from "../context.ts";
import { favoriteIdsQuery } from "../favorites/favorites.ts";
import { unreadCountQuery } from "../notifications/inbox.ts";
import { supplierMembershipQuery } from "../../access/roles.ts";

/** What the header shows a visitor who is not signed in. */
export const signedOut = {
  cartCount: 0,
  favoriteIds: [] as number[],
  areas: { operator: false, admin: false },
  unreadNotifications: 0,
};

const headerCountsQuery = prepared((db) => {
  const saved = favoriteIdsQuery(db, userIdParam).as("saved");
  return db
    .select({
      cartCount: sql<number>`(${cartCountQuery(db, userIdParam)})`.mapWith(Number),
      unreadNotifications: sql<number>`(${unreadCountQuery(db, userIdParam)})`.mapWith(Number),
      // In the sorted subquery's order (PostgreSQL aggregates rows as a sorted subquery gives them).
      favoriteIds: sql<number[]>`(select coalesce(json_agg(${saved.serviceId}), '[]'::json) from ${saved})`,
      operator: sql<boolean>`exists(${supplierMembershipQuery(db, userIdParam)})`,
      admin: sql<boolean>`${user.role} = 'admin'`,
    })
    .from(user)
    .where(eq(user.id, userIdParam))
    .prepare("header_counts");
});

/**
 * The header's counts (cart, unread notifications, saved services), and which back offices
 * (operator console, admin) it offers: one round trip on every signed-in page, each part the query
 * its own module answers with. Signed out, nothing is read.
 */
export async function headerCounts(ctx: SessionContext): Promise<typeof signedOut> {
  if (!ctx.actor) return signedOut;
  const [row] = await headerCountsQuery(ctx.services.db).execute({ userId: ctx.actor.id });
  if (!row) return signedOut;
  return {
    cartCount: row.cartCount,
    favoriteIds: row.favoriteIds,
    areas: { operator: row.operator, admin: row.admin },
    unreadNotifications: row.unreadNotifications,
  };
}
