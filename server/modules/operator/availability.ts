import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import {
  monthDays,
  type ClosureInput,
  type CloseInput,
  type WeeklySlotInput,
} from "../../../core/availability.ts";
import { operatorToday, slotStart, weekday, type IsoDate } from "../../../core/dates.ts";
import { departureId, type DepartureKey } from "../../../core/operator.ts";
import { periodOf } from "../../../core/slots.ts";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { bookings, holds, serviceClosures, services, slotInventory, slotSchedule } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import type { CatalogCache } from "../catalog/catalog-cache.ts";
import { cancelAsOperator } from "./bookings.ts";
import { listDepartures, type Departure } from "./departures.ts";
import { ownService, type OperatorScope } from "../../access/roles.ts";

// The availability of one of the supplier's services: its weekly schedule, per-departure capacity
// and closing, closed date ranges, and a month calendar of booked against capacity. Every change
// drops the catalogue cache, so travellers see it at once.

type Scope = Pick<OperatorScope, "supplierId">;
type Catalog = Pick<CatalogCache, "invalidate">;

export interface WeeklySlot {
  id: number;
  weekday: number;
  time: string;
  period: string;
  capacity: number;
}

export interface Closure {
  id: number;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** A departure in the calendar: why it is closed, and whether it can still be changed. */
export interface CalendarDeparture extends Departure {
  /** Closed on its own (it can be reopened). */
  closedDeparture: boolean;
  /** Inside a closed date range (reopened by removing the range). */
  closedByRange: boolean;
  /** Already started: nothing about it can change any more. */
  started: boolean;
}

export interface CalendarDay {
  date: IsoDate;
  /** Seats on the day's open departures. */
  capacity: number;
  /** Seats booked on all the day's departures. */
  booked: number;
  /** Nothing runs: inside a closed range, or every departure closed. */
  closed: boolean;
  past: boolean;
  departures: CalendarDeparture[];
}

export interface AvailabilityView {
  service: { id: number; title: string; status: string };
  month: string;
  today: IsoDate;
  schedule: WeeklySlot[];
  closures: Closure[];
  days: CalendarDay[];
}

/** Bookings that will still take place: the ones closing a departure would strand. */
const living = ["pending", "confirmed"] as const;

async function weeklySchedule(db: Executor, serviceId: number): Promise<WeeklySlot[]> {
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

async function closuresOf(db: Executor, serviceId: number): Promise<Closure[]> {
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

/** The service's schedule, closed ranges and one month of departures, day by day. */
export async function availabilityView(
  db: Executor,
  scope: Scope,
  serviceId: number,
  month: string,
  now: Date,
): Promise<AvailabilityView> {
  const service = await ownService(db, scope, serviceId);
  const dates = monthDays(month);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const [schedule, closures, departures, closedRows] = await Promise.all([
    weeklySchedule(db, serviceId),
    closuresOf(db, serviceId),
    listDepartures(db, scope, { from, to, serviceId }, now),
    db
      .select({ date: slotInventory.date, time: slotInventory.time })
      .from(slotInventory)
      .where(
        and(
          eq(slotInventory.serviceId, serviceId),
          eq(slotInventory.closed, true),
          gte(slotInventory.date, from),
          lte(slotInventory.date, to),
        ),
      ),
  ]);
  const closedOwn = new Set(closedRows.map((row) => `${row.date} ${row.time}`));
  const inRange = (date: IsoDate) => closures.some((c) => c.startDate <= date && date <= c.endDate);
  const today = operatorToday(now);
  const days = dates.map((date): CalendarDay => {
    const closedByRange = inRange(date);
    const list = departures
      .filter((d) => d.date === date)
      .map((d): CalendarDeparture => ({
        ...d,
        closedDeparture: closedOwn.has(`${d.date} ${d.time}`),
        closedByRange,
        started: slotStart(d.date, d.time) <= now,
      }));
    return {
      date,
      capacity: list.filter((d) => !d.closed).reduce((sum, d) => sum + d.capacity, 0),
      booked: list.reduce((sum, d) => sum + d.booked, 0),
      closed: closedByRange || (list.length > 0 && list.every((d) => d.closed)),
      past: date < today,
      departures: list,
    };
  });
  return {
    service: { id: service.id, title: service.title, status: service.status },
    month,
    today,
    schedule,
    closures,
    days,
  };
}

// ---- The weekly schedule -------------------------------------------------------------------------

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

// ---- Departures ----------------------------------------------------------------------------------

/**
 * One of the supplier's services, locked for a change that must not cross a booking in flight:
 * booking takes a key-share lock on the service row first (lockSlot), so while this is held no seat
 * of the service is sold, and a closing cannot miss a booking made at the same moment.
 */
async function lockService(tx: Tx, scope: Scope, serviceId: number) {
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
  if (scheduled) {
    await tx
      .insert(slotInventory)
      .values({ ...key, period: periodOf(key.time), capacity: scheduled.capacity })
      .onConflictDoNothing();
  }
  const [row] = await tx
    .select({
      id: slotInventory.id,
      capacity: slotInventory.capacity,
      booked: slotInventory.booked,
      closed: slotInventory.closed,
    })
    .from(slotInventory)
    .where(
      and(
        eq(slotInventory.serviceId, key.serviceId),
        eq(slotInventory.date, key.date),
        eq(slotInventory.time, key.time),
      ),
    )
    .for("update");
  if (!row) throw notFound("departureNotFound");
  return row;
}

function notStarted(key: DepartureKey, now: Date) {
  if (slotStart(key.date, key.time) <= now) throw badRequest("slotStarted");
}

/** The pending and confirmed bookings of a departure, or of every departure from..to still ahead. */
async function livingBookings(
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
async function endBookings(
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
  db: Db,
  catalog: Catalog,
  scope: Scope,
  key: DepartureKey,
  capacity: number,
  now: Date,
) {
  await ownService(db, scope, key.serviceId);
  notStarted(key, now);
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
export async function closeDeparture(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  key: DepartureKey,
  input: CloseInput,
  now: Date,
) {
  const cancelled = await db.transaction(async (tx) => {
    await lockService(tx, scope, key.serviceId);
    notStarted(key, now);
    const found = await livingBookings(tx, key.serviceId, key, now);
    const count = await endBookings(tx, scope, found, input, now);
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
export async function reopenDeparture(db: Db, catalog: Catalog, scope: Scope, key: DepartureKey, now: Date) {
  await ownService(db, scope, key.serviceId);
  notStarted(key, now);
  await db.transaction(async (tx) => {
    const row = await lockDeparture(tx, key);
    await tx.update(slotInventory).set({ closed: false }).where(eq(slotInventory.id, row.id));
  });
  catalog.invalidate();
  return { id: departureId(key), closed: false };
}

// ---- Closed date ranges --------------------------------------------------------------------------

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
