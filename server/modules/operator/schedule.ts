import { and, asc, eq } from "drizzle-orm";
import { type WeeklySlotInput } from "../../../core/availability.ts";
import { periodOf } from "../../../core/slots.ts";
import type { Executor } from "../../db/client.ts";
import { slotSchedule } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import { ownService } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";

// The weekly schedule of one of the supplier's services. The catalogue keeps each service's
// schedule, so every change empties every instance's catalogue (`catalog.invalidate()`, a
// "catalog" change, which empties the seats and pages too): travellers see it at once.

export interface WeeklySlot {
  id: number;
  weekday: number;
  time: string;
  period: string;
  capacity: number;
}

const slotColumns = {
  id: slotSchedule.id,
  weekday: slotSchedule.weekday,
  time: slotSchedule.time,
  period: slotSchedule.period,
  capacity: slotSchedule.capacity,
};

export async function weeklySchedule(db: Executor, serviceId: number): Promise<WeeklySlot[]> {
  return db
    .select(slotColumns)
    .from(slotSchedule)
    .where(eq(slotSchedule.serviceId, serviceId))
    .orderBy(asc(slotSchedule.weekday), asc(slotSchedule.time));
}

/** A new weekly slot; 409 when that weekday already has one at that time. */
export async function addWeeklySlot(
  ctx: OperatorContext,
  input: { serviceId: number } & WeeklySlotInput,
): Promise<WeeklySlot> {
  const { db, catalog } = ctx.services;
  const { serviceId, ...slot } = input;
  await ownService(db, ctx.actor, serviceId);
  const [added] = await db
    .insert(slotSchedule)
    .values({ serviceId, ...slot, period: periodOf(slot.time) })
    .onConflictDoNothing()
    .returning(slotColumns);
  if (!added) throw conflict("slotExists", { field: "time", params: { time: slot.time } });
  catalog.invalidate();
  return added;
}

/** The condition naming one of the supplier's slots of the service, or 404. */
async function ownSlot(ctx: OperatorContext, input: { serviceId: number; slotId: number }) {
  const { db } = ctx.services;
  await ownService(db, ctx.actor, input.serviceId);
  const where = and(eq(slotSchedule.id, input.slotId), eq(slotSchedule.serviceId, input.serviceId));
  const [slot] = await db.select({ id: slotSchedule.id }).from(slotSchedule).where(where);
  if (!slot) throw notFound("slotNotFound");
  return where;
}

/**
 * The weekly capacity: departures sold from the schedule from now on. A departure that already has
 * its own seat ledger (something was booked, held or changed on it) keeps its capacity.
 */
export async function setWeeklyCapacity(
  ctx: OperatorContext,
  input: { serviceId: number; slotId: number; capacity: number },
): Promise<WeeklySlot> {
  const where = await ownSlot(ctx, input);
  const { db, catalog } = ctx.services;
  const [slot] = await db
    .update(slotSchedule)
    .set({ capacity: input.capacity })
    .where(where)
    .returning(slotColumns);
  catalog.invalidate();
  return slot!;
}

/** The slot stops running; bookings already made on its departures stay, as unscheduled departures. */
export async function removeWeeklySlot(
  ctx: OperatorContext,
  input: { serviceId: number; slotId: number },
): Promise<{ id: number }> {
  const where = await ownSlot(ctx, input);
  await ctx.services.db.delete(slotSchedule).where(where);
  ctx.services.catalog.invalidate();
  return { id: input.slotId };
}
