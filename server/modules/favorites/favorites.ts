import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { Param } from "../../db/prepared.ts";
import { favorites, services } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { enforceLimit, limits } from "../limits/limits.ts";

/** The user's saved services, oldest first, as a query (the header reads it with other counts). */
export function favoriteIdsQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ serviceId: favorites.serviceId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.serviceId));
}

/** The user's saved service ids, oldest first. */
export async function favoriteIds(db: Executor, userId: string): Promise<number[]> {
  const rows = await favoriteIdsQuery(db, userId);
  return rows.map((row) => row.serviceId);
}

/**
 * Saving twice is harmless; an unknown service is a 404. Saving and forgetting together are
 * limited per user (`limits.favorite`).
 */
export async function addFavorite(db: Executor, userId: string, serviceId: number, now: Date) {
  await enforceLimit(db, limits.favorite, userId, now.getTime());
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound("serviceNotFound");
  await db.insert(favorites).values({ userId, serviceId }).onConflictDoNothing();
}

export async function removeFavorite(db: Executor, userId: string, serviceId: number, now: Date) {
  await enforceLimit(db, limits.favorite, userId, now.getTime());
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.serviceId, serviceId)));
}
