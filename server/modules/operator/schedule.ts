import { and, asc, eq } from "drizzle-orm";
import { type WeeklySlotInput } from "../../../core/availability.ts";
import { periodOf } from "../../../core/slots.ts";
import type { Db, Executor } from "../../db/client.ts";
import { slotSchedule } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { CatalogCache } from "../catalog/catalog-cache.ts";
import { ownService, type OperatorScope } from "../../access/roles.ts";

type Scope = Pick<OperatorScope, "supplierId">;
type Catalog = Pick<CatalogCache, "invalidate">;

// The weekly schedule of one of the supplier's services. Every change drops the catalogue cache.

export interface WeeklySlot {
  id: number;
  weekday: number;
  time: string;
  period: string;
  capacity: number;
}

export async function weeklySchedule(db: Executor, serviceId: number): Promise<WeeklySlot[]> {
  return db
    .select({
      id: slotSchedule.id,
      weekday: slotSchedule.weekday,
      time: slotSchedule.time,
      period: slotSchedule.period,
      capacity: slotSchedule.capacity,
    })
    .from(slotSchedule)
    .where(eq(slotSchedule.serviceId, serviceId))
    .orderBy(asc(slotSchedule.weekday), asc(slotSchedule.time));
}

/** A new weekly slot; 409 when that weekday already has one at that time. */
export async function addWeeklySlot(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  input: WeeklySlotInput,
): Promise<WeeklySlot> {
  await ownService(db, scope, serviceId);
  const [slot] = await db
    .insert(slotSchedule)
    .values({ serviceId, ...input, period: periodOf(input.time) })
    .onConflictDoNothing()
    .returning({
      id: slotSchedule.id,
      weekday: slotSchedule.weekday,
      time: slotSchedule.time,
      period: slotSchedule.period,
      capacity: slotSchedule.capacity,
    });
  if (!slot) throw conflict("slotExists", { field: "time", params: { time: input.time } });
  catalog.invalidate();
  return slot;
}

async function ownSlot(db: Executor, scope: Scope, serviceId: number, slotId: number) {
  await ownService(db, scope, serviceId);
  const where = and(eq(slotSchedule.id, slotId), eq(slotSchedule.serviceId, serviceId));
  const [slot] = await db.select({ id: slotSchedule.id }).from(slotSchedule).where(where);
  if (!slot) throw notFound("slotNotFound");
  return where;
}

/**
 * The weekly capacity: departures sold from the schedule from now on. A departure that already has
 * its own seat ledger (something was booked, held or changed on it) keeps its capacity.
 */
export async function setWeeklyCapacity(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  slotId: number,
  capacity: number,
): Promise<WeeklySlot> {
  const where = await ownSlot(db, scope, serviceId, slotId);
  const [slot] = await db.update(slotSchedule).set({ capacity }).where(where).returning({
    id: slotSchedule.id,
    weekday: slotSchedule.weekday,
    time: slotSchedule.time,
    period: slotSchedule.period,
    capacity: slotSchedule.capacity,
  });
  catalog.invalidate();
  return slot!;
}

/** The slot stops running; bookings already made on its departures stay, as unscheduled departures. */
export async function removeWeeklySlot(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  slotId: number,
) {
  const where = await ownSlot(db, scope, serviceId, slotId);
  await db.delete(slotSchedule).where(where);
  catalog.invalidate();
}
