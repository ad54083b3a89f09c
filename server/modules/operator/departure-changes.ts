import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { type CloseInput } from "../../../core/availability.ts";
import { slotStart, weekday, type IsoDate } from "../../../core/dates.ts";
import { departureId, type DepartureKey } from "../../../core/operator.ts";
import { periodOf } from "../../../core/slots.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, holds, services, slotInventory, slotSchedule } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import { lockDepartureRow } from "../availability/availability.ts";
import type { OperatorContext } from "../context.ts";
import { cancelAsOperator } from "./bookings.ts";
import { ownService, type OperatorScope } from "../../access/roles.ts";

type Scope = Pick<OperatorScope, "supplierId">;

// One departure's seats: its capacity, closing it (the guests are cancelled and refunded) and
// reopening it, under the departure's lock. The catalogue keeps which departures are closed or
// full, so every change empties every instance's catalogue (a "catalog" change, which empties the
// seats and pages too).

/** Bookings that will still take place: the ones closing a departure would strand. */
const living = ["pending", "confirmed"] as const;

/**
 * One of the supplier's services, locked for a change that must not cross a booking in flight:
 * booking takes a key-share lock on the service row first (lockSlot), so while this is held no seat
 * of the service is sold, and a closing cannot miss a booking made at the same moment.
 */
export async function lockService(tx: Tx, scope: Scope, serviceId: number) {
  const [row] = await tx
    .select({ id: services.id, supplierId: services.supplierId })
    .from(services)
    .where(eq(services.id, serviceId))
    .for("update");
  if (!row || row.supplierId !== scope.supplierId) throw notFound("serviceNotFound");
}

/**
 * The departure's seat ledger, locked (created from the weekly schedule on its first change, as a
 * booking does). 404 when the schedule does not run it and nothing was ever sold on it.
 */
async function lockDeparture(tx: Tx, key: DepartureKey) {
  const [scheduled] = await tx
    .select({ capacity: slotSchedule.capacity })
    .from(slotSchedule)
    .where(
      and(
        eq(slotSchedule.serviceId, key.serviceId),
        eq(slotSchedule.weekday, weekday(key.date)),
        eq(slotSchedule.time, key.time),
      ),
    );
  const row = await lockDepartureRow(
    tx,
    key,
    scheduled ? { period: periodOf(key.time), capacity: scheduled.capacity } : undefined,
  );
  if (!row) throw notFound("departureNotFound");
  return row;
}

function notStarted(key: DepartureKey, now: Date) {
  if (slotStart(key.date, key.time) <= now) throw badRequest("slotStarted");
}

/** The pending and confirmed bookings of a departure, or of every departure from..to still ahead. */
export async function livingBookings(
  tx: Tx,
  serviceId: number,
  where: { date: IsoDate; time: string } | { from: IsoDate; to: IsoDate },
  now: Date,
) {
  const rows = await tx
    .select({ id: bookings.id, date: bookings.startDate, time: bookings.time })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        inArray(bookings.status, [...living]),
        ...("date" in where
          ? [eq(bookings.startDate, where.date), eq(bookings.time, where.time)]
          : [gte(bookings.startDate, where.from), lte(bookings.startDate, where.to)]),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.time), asc(bookings.id));
  return rows.filter((row) => slotStart(row.date, row.time) > now);
}

/**
 * Bookings a closing would strand: without the operator's word they stop it (409 with their
 * count); with it, each is called off with the reason and refunded in full, once.
 */
export async function endBookings(
  tx: Tx,
  scope: Scope,
  found: { id: string }[],
  input: CloseInput,
  now: Date,
): Promise<number> {
  if (found.length === 0) return 0;
  if (!input.cancelBookings || !input.reason) {
    throw conflict("departureHasBookings", {
      params: { count: found.length },
      details: { count: found.length },
    });
  }
  let cancelled = 0;
  for (const booking of found) {
    try {
      await cancelAsOperator(tx, scope, booking.id, input.reason, now);
      cancelled++;
    } catch (error) {
      // The guest cancelled it a moment ago: it is no longer stranded.
      if (!(error instanceof AppError) || error.code !== "bookingStatusChanged") throw error;
    }
  }
  return cancelled;
}

/** Seats of one departure: never below what is already booked. */
export async function setDepartureCapacity(
  ctx: OperatorContext,
  input: { departure: DepartureKey; capacity: number },
) {
  const { db, catalog } = ctx.services;
  const { departure: key, capacity } = input;
  await ownService(db, ctx.actor, key.serviceId);
  notStarted(key, ctx.now);
  await db.transaction(async (tx) => {
    const row = await lockDeparture(tx, key);
    if (capacity < row.booked) {
      throw conflict("capacityBelowBooked", { field: "capacity", params: { booked: row.booked } });
    }
    await tx.update(slotInventory).set({ capacity }).where(eq(slotInventory.id, row.id));
  });
  catalog.invalidate();
  return { id: departureId(key), capacity };
}

/**
 * Closes a departure: nothing more is sold on it. Its bookings are cancelled and refunded first if
 * the operator said so (with the reason the guests read), or the closing is refused (409).
 */
export async function closeDeparture(ctx: OperatorContext, input: { departure: DepartureKey } & CloseInput) {
  const { db, catalog } = ctx.services;
  const { now } = ctx;
  const key = input.departure;
  const cancelled = await db.transaction(async (tx) => {
    await lockService(tx, ctx.actor, key.serviceId);
    notStarted(key, now);
    const found = await livingBookings(tx, key.serviceId, key, now);
    const count = await endBookings(tx, ctx.actor, found, input, now);
    const row = await lockDeparture(tx, key);
    await tx.update(slotInventory).set({ closed: true }).where(eq(slotInventory.id, row.id));
    // Seats in travellers' carts go too: their checkout will say the slot no longer runs.
    await tx.delete(holds).where(eq(holds.slotId, row.id));
    return count;
  });
  catalog.invalidate();
  return { id: departureId(key), closed: true, cancelled };
}

/** Puts a closed departure back on sale (a closed date range over it still keeps it closed). */
export async function reopenDeparture(ctx: OperatorContext, input: { departure: DepartureKey }) {
  const { db, catalog } = ctx.services;
  const key = input.departure;
  await ownService(db, ctx.actor, key.serviceId);
  notStarted(key, ctx.now);
  await db.transaction(async (tx) => {
    const row = await lockDeparture(tx, key);
    await tx.update(slotInventory).set({ closed: false }).where(eq(slotInventory.id, row.id));
  });
  catalog.invalidate();
  return { id: departureId(key), closed: false };
}
