import { and, asc, eq } from "drizzle-orm";
import { type ClosureInput } from "../../../core/availability.ts";
import { type IsoDate } from "../../../core/dates.ts";
import type { Executor } from "../../db/client.ts";
import { serviceClosures } from "../../db/schema.ts";
import { badRequest, notFound } from "../../errors.ts";
import { ownService } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { endBookings, livingBookings, lockService } from "./departure-changes.ts";

// Closed date ranges of one of the supplier's services. The catalogue keeps each service's closed
// ranges, so every change empties every instance's catalogue (a "catalog" change, which empties the
// seats and pages too).

export interface Closure {
  id: number;
  startDate: IsoDate;
  endDate: IsoDate;
}

const closureColumns = {
  id: serviceClosures.id,
  startDate: serviceClosures.startDate,
  endDate: serviceClosures.endDate,
};

export async function closuresOf(db: Executor, serviceId: number): Promise<Closure[]> {
  return db
    .select(closureColumns)
    .from(serviceClosures)
    .where(eq(serviceClosures.serviceId, serviceId))
    .orderBy(asc(serviceClosures.startDate), asc(serviceClosures.id));
}

export async function listClosures(ctx: OperatorContext, input: { serviceId: number }): Promise<Closure[]> {
  const { db } = ctx.services;
  await ownService(db, ctx.actor, input.serviceId);
  return closuresOf(db, input.serviceId);
}

/**
 * No departure runs from the first to the last day. Bookings on departures still ahead in the range
 * are stranded otherwise: the same rule as closing one departure.
 */
export async function addClosure(ctx: OperatorContext, input: { serviceId: number } & ClosureInput) {
  const { db, catalog } = ctx.services;
  const { now } = ctx;
  const { serviceId, startDate, endDate } = input;
  if (endDate < startDate) throw badRequest("closureRange", { field: "endDate" });
  const result = await db.transaction(async (tx) => {
    await lockService(tx, ctx.actor, serviceId);
    const found = await livingBookings(tx, serviceId, { from: startDate, to: endDate }, now);
    const cancelled = await endBookings(tx, ctx.actor, found, input, now);
    const [closure] = await tx
      .insert(serviceClosures)
      .values({ serviceId, startDate, endDate, createdAt: now })
      .returning(closureColumns);
    return { closure: closure!, cancelled };
  });
  catalog.invalidate();
  return result;
}

/** The range's days run again (departures closed one by one stay closed). */
export async function removeClosure(
  ctx: OperatorContext,
  input: { serviceId: number; closureId: number },
): Promise<{ id: number }> {
  const { db, catalog } = ctx.services;
  const { serviceId, closureId } = input;
  await ownService(db, ctx.actor, serviceId);
  const removed = await db
    .delete(serviceClosures)
    .where(and(eq(serviceClosures.id, closureId), eq(serviceClosures.serviceId, serviceId)))
    .returning({ id: serviceClosures.id });
  if (removed.length === 0) throw notFound("closureNotFound");
  catalog.invalidate();
  return { id: closureId };
}
