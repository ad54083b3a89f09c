import { and, eq, gt, gte, lte, ne, sql } from "drizzle-orm";
import { isBookable } from "../../../core/booking-cutoff.ts";
import { AVAILABILITY_DAYS, horizon, weekday, type IsoDate } from "../../../core/dates.ts";
import { pricesOn, type PriceBook } from "../../../core/participants.ts";
import type { AvailabilityDay, Period, TimeSlot } from "../../../core/slots.ts";

export type { AvailabilityDay, TimeSlot };
import type { Executor } from "../../db/client.ts";
import { holds, serviceClosures, services, slotInventory, slotSchedule } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";

/** Days the operator closed, first to last. */
export interface ClosedRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface ScheduledSlot {
  weekday: number;
  time: string;
  period: Period;
  capacity: number;
}

/** Seats taken per "date time": booked seats plus live holds. */
async function takenSeats(db: Executor, serviceId: number, from: IsoDate, to: IsoDate, now: Date) {
  const rows = await db
    .select({
      date: slotInventory.date,
      time: slotInventory.time,
      capacity: slotInventory.capacity,
      closed: slotInventory.closed,
      // Written out: drizzle drops table names inside a one-table select, making "id" ambiguous here.
      taken:
        sql<number>`slot_inventory.booked + coalesce((select sum(h.seats) from holds h where h.slot_id = slot_inventory.id and h.expires_at > ${now.toISOString()}), 0)`.mapWith(
          Number,
        ),
    })
    .from(slotInventory)
    .where(
      and(eq(slotInventory.serviceId, serviceId), gte(slotInventory.date, from), lte(slotInventory.date, to)),
    );
  return new Map(rows.map((row) => [`${row.date} ${row.time}`, row]));
}

const inRanges = (ranges: readonly ClosedRange[]) => (date: IsoDate) =>
  ranges.some((r) => r.startDate <= date && date <= r.endDate);

/** The closed date ranges of a service that touch from..to, as a test of one date. */
async function closedDays(db: Executor, serviceId: number, from: IsoDate, to: IsoDate) {
  const ranges = await db
    .select({ startDate: serviceClosures.startDate, endDate: serviceClosures.endDate })
    .from(serviceClosures)
    .where(
      and(
        eq(serviceClosures.serviceId, serviceId),
        lte(serviceClosures.startDate, to),
        gte(serviceClosures.endDate, from),
      ),
    );
  return inRanges(ranges);
}

/** Whether the operator closed a departure, on its own or by a closed date range. */
export async function isDepartureClosed(db: Executor, serviceId: number, date: IsoDate, time: string) {
  const [row] = await db
    .select({ closed: slotInventory.closed })
    .from(slotInventory)
    .where(
      and(eq(slotInventory.serviceId, serviceId), eq(slotInventory.date, date), eq(slotInventory.time, time)),
    );
  if (row?.closed) return true;
  return (await closedDays(db, serviceId, date, date))(date);
}

/**
 * 90 days from the operator's today: the weekly schedule minus bookings and live holds. Departures
 * the operator closed (or inside a closed date range), and those past the service's booking
 * cut-off (hours before the start), are not available. Each slot carries its date's price per
 * participant type (a season's where one covers the date).
 */
export async function getAvailability(
  db: Executor,
  /** The catalogue's service: its closed ranges come with it (the cache drops on every change). */
  service: {
    id: number;
    schedule: readonly ScheduledSlot[];
    closures: readonly ClosedRange[];
    bookingCutoffHours: number;
    /** The catalogue's price book: the slots' prices come from it. */
    pricing: Pick<PriceBook, "types" | "periods">;
  },
  now: Date,
  days = AVAILABILITY_DAYS,
): Promise<AvailabilityDay[]> {
  const dates = horizon(days, now);
  const schedule = service.schedule;
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const taken = await takenSeats(db, service.id, first, last, now);
  const closedDay = inRanges(service.closures);
  return dates.map((date) => {
    const day = weekday(date);
    const dayClosed = closedDay(date);
    const prices = pricesOn(service.pricing, date);
    const timeSlots = schedule
      .filter((slot) => slot.weekday === day)
      .map((slot): TimeSlot => {
        const row = taken.get(`${date} ${slot.time}`);
        const capacity = row?.capacity ?? slot.capacity;
        const booked = Math.min(capacity, row?.taken ?? 0);
        const closed = dayClosed || Boolean(row?.closed);
        return {
          id: slot.time,
          time: slot.time,
          period: slot.period,
          capacity,
          booked,
          available:
            !closed && booked < capacity && isBookable(date, slot.time, service.bookingCutoffHours, now),
          ...(closed ? { closed } : {}),
          prices,
        };
      });
    return {
      date,
      timeSlots,
      totalCapacity: timeSlots.reduce((sum, s) => sum + s.capacity, 0),
      booked: timeSlots.reduce((sum, s) => sum + s.booked, 0),
    };
  });
}

/** The scheduled slot for a date and time, or undefined when none runs then (or the operator closed it). */
export async function findScheduledSlot(
  db: Executor,
  serviceId: number,
  date: IsoDate,
  time: string,
): Promise<ScheduledSlot | undefined> {
  if (await isDepartureClosed(db, serviceId, date, time)) return undefined;
  const [slot] = await db
    .select({
      weekday: slotSchedule.weekday,
      time: slotSchedule.time,
      period: slotSchedule.period,
      capacity: slotSchedule.capacity,
    })
    .from(slotSchedule)
    .where(
      and(
        eq(slotSchedule.serviceId, serviceId),
        eq(slotSchedule.weekday, weekday(date)),
        eq(slotSchedule.time, time),
      ),
    );
  return slot;
}

/**
 * A departure's seat ledger (`slot_inventory`), locked for update: created first with `create`'s
 * period and capacity when it does not exist yet (a departure's first sale or first change), or
 * undefined when it does not exist and nothing is to create it. The one lock of a departure's
 * seats: checkout (lockSlot) and the console (operator/departures' changes) both take it.
 */
export async function lockDepartureRow(
  tx: Executor,
  key: { serviceId: number; date: IsoDate; time: string },
  create?: { period: Period; capacity: number },
) {
  if (create)
    await tx
      .insert(slotInventory)
      .values({ ...key, ...create })
      .onConflictDoNothing();
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
  return row;
}

/**
 * Locks the inventory row of a slot (creating it from the schedule first) and returns it with the
 * seats other users hold. Every change of seats goes through here, inside a transaction, so two
 * buyers of the last seats are served one after the other. A departure the operator closed is
 * refused here, under the lock: the service row's key-share lock waits for an operator closing
 * the service's dates (server/modules/operator/closures.ts), and the departure's row lock for
 * one closing the departure.
 */
export async function lockSlot(
  tx: Executor,
  serviceId: number,
  date: IsoDate,
  slot: ScheduledSlot,
  userId: string,
  now: Date,
) {
  await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for("key share");
  const row = await lockDepartureRow(
    tx,
    { serviceId, date, time: slot.time },
    { period: slot.period, capacity: slot.capacity },
  );
  if (!row) throw new Error("slot inventory row missing after insert");
  if (row.closed || (await closedDays(tx, serviceId, date, date))(date)) {
    throw badRequest("slotNotRunning", { field: "selectedTime" });
  }
  const [held] = await tx
    .select({ seats: sql<number>`coalesce(sum(${holds.seats}), 0)`.mapWith(Number) })
    .from(holds)
    .where(and(eq(holds.slotId, row.id), gt(holds.expiresAt, now), ne(holds.userId, userId)));
  return { ...row, heldByOthers: held?.seats ?? 0 };
}
