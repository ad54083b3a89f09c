import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { operatorToday, weekday, type IsoDate } from "../../../core/dates.ts";
import type { Executor } from "../../db/client.ts";
import { serviceClosures, slotInventory, slotSchedule } from "../../db/schema.ts";

/** What a cart line's departure has now: whether it runs, whether the operator closed it, its free seats. */
export interface DepartureSeats {
  /** The weekly schedule still has it (checkout refuses a departure it has dropped). */
  runs: boolean;
  closed: boolean;
  /** Capacity minus booked seats and other travellers' live holds, never below 0. */
  seatsLeft: number;
}

const key = (serviceId: number, date: string, time: string) => `${serviceId} ${date} ${time}`;

/** Seat ledger rows with their seats taken: booked plus other travellers' live holds. */
function ledger(db: Executor, where: SQL | undefined, userId: string, now: Date) {
  return db
    .select({
      serviceId: slotInventory.serviceId,
      date: slotInventory.date,
      time: slotInventory.time,
      capacity: slotInventory.capacity,
      closed: slotInventory.closed,
      // Written out: drizzle drops table names inside a one-table select, making "id" ambiguous here.
      taken:
        sql<number>`slot_inventory.booked + coalesce((select sum(h.seats) from holds h where h.slot_id = slot_inventory.id and h.expires_at > ${now.toISOString()} and h.user_id <> ${userId}), 0)`.mapWith(
          Number,
        ),
    })
    .from(slotInventory)
    .where(where);
}

/**
 * The seats one departure has left for `userId`, its schedule already checked (`scheduled`: the
 * weekly schedule's capacity, for a departure nobody has booked yet). One query.
 */
export async function seatsLeftOn(
  db: Executor,
  departure: { serviceId: number; date: IsoDate; time: string; scheduled: number },
  userId: string,
  now: Date,
): Promise<number> {
  const [row] = await ledger(
    db,
    and(
      eq(slotInventory.serviceId, departure.serviceId),
      eq(slotInventory.date, departure.date),
      eq(slotInventory.time, departure.time),
    ),
    userId,
    now,
  );
  return Math.max(0, (row?.capacity ?? departure.scheduled) - (row?.taken ?? 0));
}

/**
 * The departures of some services from the operator's today on, read in three queries whatever
 * the number of lines (seat ledger with live holds, weekly schedule, closed date ranges). `userId`'s
 * own holds do not count as taken: they are this traveller's seats.
 */
export async function departureSeats(
  db: Executor,
  serviceIds: readonly number[],
  userId: string,
  now: Date,
): Promise<(serviceId: number, date: IsoDate, time: string) => DepartureSeats> {
  const ids = [...new Set(serviceIds)];
  const today = operatorToday(now);
  const [inventory, schedule, closures] = ids.length
    ? await Promise.all([
        ledger(db, and(inArray(slotInventory.serviceId, ids), gte(slotInventory.date, today)), userId, now),
        db
          .select({
            serviceId: slotSchedule.serviceId,
            weekday: slotSchedule.weekday,
            time: slotSchedule.time,
            capacity: slotSchedule.capacity,
          })
          .from(slotSchedule)
          .where(inArray(slotSchedule.serviceId, ids)),
        db
          .select({
            serviceId: serviceClosures.serviceId,
            startDate: serviceClosures.startDate,
            endDate: serviceClosures.endDate,
          })
          .from(serviceClosures)
          .where(and(inArray(serviceClosures.serviceId, ids), gte(serviceClosures.endDate, today))),
      ])
    : [[], [], []];
  const rows = new Map(inventory.map((row) => [key(row.serviceId, row.date, row.time), row]));
  const weekly = new Map(schedule.map((row) => [key(row.serviceId, String(row.weekday), row.time), row]));
  return (serviceId, date, time) => {
    const row = rows.get(key(serviceId, date, time));
    const scheduled = weekly.get(key(serviceId, String(weekday(date)), time));
    const capacity = row?.capacity ?? scheduled?.capacity ?? 0;
    return {
      runs: scheduled !== undefined,
      closed:
        Boolean(row?.closed) ||
        closures.some((c) => c.serviceId === serviceId && c.startDate <= date && date <= c.endDate),
      seatsLeft: Math.max(0, capacity - (row?.taken ?? 0)),
    };
  };
}
