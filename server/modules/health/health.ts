import { sql } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services.ts";

/** The health check: the database answers, or 503 (and the outage monitor hears of it). */
export async function databaseHealth(services: Pick<AppServices, "db" | "outage">) {
  try {
    await services.db.execute(sql`select 1`);
    return { status: "ok" as const, database: "up" as const };
  } catch (error) {
    services.outage.report(error);
    throw new AppError(503, "databaseUnavailable");
  }
}
