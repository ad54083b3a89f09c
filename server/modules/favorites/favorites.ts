import { and, asc, eq } from "drizzle-orm";
import type { Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import type { Param } from "../../db/prepared.ts";
import { favorites, services } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";

/** The user's saved services, oldest first, as a query (the header reads it with other counts). */
export function favoriteIdsQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ serviceId: favorites.serviceId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.serviceId));
}

async function savedIds(db: Executor, userId: string): Promise<number[]> {
  const rows = await favoriteIdsQuery(db, userId);
  return rows.map((row) => row.serviceId);
}

/** The traveller's saved service ids, oldest first. */
export async function favoriteIds(ctx: UseCaseContext): Promise<{ serviceIds: number[] }> {
  return { serviceIds: await savedIds(ctx.services.db, ctx.actor.id) };
}

/** The saved services still in the catalogue, oldest first, their text in `lang` (the Favourites tab). */
export async function favoriteServices(
  ctx: UseCaseContext,
  input: { lang: Language },
): Promise<ServiceSummary[]> {
  const ids = await savedIds(ctx.services.db, ctx.actor.id);
  const byId = await ctx.services.catalog.byId(input.lang);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Saving and forgetting count against one limit per user. */
async function favoriteChange(ctx: UseCaseContext) {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  await enforceLimit(db, limits.favorite, userId, ctx.now.getTime());
  return { db, userId };
}

/**
 * Saving twice is harmless; an unknown service is a 404. Saving and forgetting together are
 * limited per user (`limits.favorite`). Both answer the saved ids after the change.
 */
export async function addFavorite(
  ctx: UseCaseContext,
  { serviceId }: { serviceId: number },
): Promise<{ serviceIds: number[] }> {
  const { db, userId } = await favoriteChange(ctx);
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound("serviceNotFound");
  await db.insert(favorites).values({ userId, serviceId }).onConflictDoNothing();
  return favoriteIds(ctx);
}

export async function removeFavorite(
  ctx: UseCaseContext,
  { serviceId }: { serviceId: number },
): Promise<{ serviceIds: number[] }> {
  const { db, userId } = await favoriteChange(ctx);
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.serviceId, serviceId)));
  return favoriteIds(ctx);
}
