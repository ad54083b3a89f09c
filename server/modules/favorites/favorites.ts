import { count, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { favorites } from "../../db/schema.ts";

export async function favoriteCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}
