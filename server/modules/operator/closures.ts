import { and, asc, eq } from "drizzle-orm";
import { type ClosureInput } from "../../../core/availability.ts";
import { type IsoDate } from "../../../core/dates.ts";
import type { Db, Executor } from "../../db/client.ts";
import { serviceClosures } from "../../db/schema.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { CatalogCache } from "../catalog/catalog-cache.ts";
import { ownService, type OperatorScope } from "../../access/roles.ts";
import { endBookings, livingBookings, lockService } from "./departure-changes.ts";

type Scope = Pick<OperatorScope, "supplierId">;
type Catalog = Pick<CatalogCache, "invalidate">;

// Closed date ranges of one of the supplier's services. Every change drops the catalogue cache.

export interface Closure {
  id: number;
  startDate: IsoDate;
  endDate: IsoDate;
}

export async function closuresOf(db: Executor, serviceId: number): Promise<Closure[]> {
  return db
    .select({
      id: serviceClosures.id,
      startDate: serviceClosures.startDate,
      endDate: serviceClosures.endDate,
    })
    .from(serviceClosures)
    .where(eq(serviceClosures.serviceId, serviceId))
    .orderBy(asc(serviceClosures.startDate), asc(serviceClosures.id));
}

export async function listClosures(db: Executor, scope: Scope, serviceId: number): Promise<Closure[]> {
  await ownService(db, scope, serviceId);
  return closuresOf(db, serviceId);
}

/**
 * No departure runs from the first to the last day. Bookings on departures still ahead in the range
 * are stranded otherwise: the same rule as closing one departure.
 */
export async function addClosure(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  input: ClosureInput,
  now: Date,
) {
  const { startDate, endDate } = input;
  if (endDate < startDate) throw badRequest("closureRange", { field: "endDate" });
  const result = await db.transaction(async (tx) => {
    await lockService(tx, scope, serviceId);
    const found = await livingBookings(tx, serviceId, { from: startDate, to: endDate }, now);
    const cancelled = await endBookings(tx, scope, found, input, now);
    const [closure] = await tx
      .insert(serviceClosures)
      .values({ serviceId, startDate, endDate, createdAt: now })
      .returning({
        id: serviceClosures.id,
        startDate: serviceClosures.startDate,
        endDate: serviceClosures.endDate,
      });
    return { closure: closure!, cancelled };
  });
  catalog.invalidate();
  return result;
}

/** The range's days run again (departures closed one by one stay closed). */
export async function removeClosure(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  closureId: number,
) {
  await ownService(db, scope, serviceId);
  const removed = await db
    .delete(serviceClosures)
    .where(and(eq(serviceClosures.id, closureId), eq(serviceClosures.serviceId, serviceId)))
    .returning({ id: serviceClosures.id });
  if (removed.length === 0) throw notFound("closureNotFound");
  catalog.invalidate();
}
