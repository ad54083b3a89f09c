import { and, eq, gte, inArray, lte, ne, sql, type AnyColumn } from "drizzle-orm";
import { addDays, daysBetween, weekday, type IsoDate } from "../../../core/dates.ts";
import { manifestCounts, type Manifest, type ManifestBooking } from "../../../core/manifest.ts";
import { departureId, type Departure, type DepartureKey } from "../../../core/operator.ts";
import type { Language } from "../../../core/preferences.ts";
import { bookings, serviceClosures, services, slotInventory, slotSchedule } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { OperatorContext } from "../context.ts";
import { operatorBookings, type OperatorBooking } from "./bookings.ts";
import { serviceText } from "../catalog/service-text.ts";
import { bookingsReadiness } from "./manifest-readiness.ts";

export type { Departure };

const living = ["pending", "confirmed", "completed"] as const;

/**
 * The supplier's departures from `from` to `to`: every slot the weekly schedule runs, plus any
 * departure that has bookings although the schedule has changed since, with seats and counts;
 * their services named in `lang` (English when not given).
 */
export async function listDepartures(
  ctx: OperatorContext,
  range: { from: IsoDate; to: IsoDate; serviceId?: number; lang?: Language },
): Promise<Departure[]> {
  const { db } = ctx.services;
  const own = await db
    .select({ id: services.id, title: serviceText("title", range.lang ?? "en") })
    .from(services)
    .where(
      and(
        eq(services.supplierId, ctx.actor.supplierId),
        ne(services.status, "archived"),
        range.serviceId === undefined ? undefined : eq(services.id, range.serviceId),
      ),
    );
  if (own.length === 0) return [];
  const ids = own.map((s) => s.id);
  const titles = new Map(own.map((s) => [s.id, s.title]));
  // The rows of these services whose date falls in the range.
  const inRange = (serviceId: AnyColumn, date: AnyColumn) =>
    and(inArray(serviceId, ids), gte(date, range.from), lte(date, range.to));
  const [schedule, inventory, counts, closures] = await Promise.all([
    db.select().from(slotSchedule).where(inArray(slotSchedule.serviceId, ids)),
    db
      .select({
        serviceId: slotInventory.serviceId,
        date: slotInventory.date,
        time: slotInventory.time,
        capacity: slotInventory.capacity,
        booked: slotInventory.booked,
        closed: slotInventory.closed,
        // Written out: drizzle drops table names inside a one-table select, making "id" ambiguous here.
        held: sql<number>`coalesce((select sum(h.seats) from holds h where h.slot_id = slot_inventory.id and h.expires_at > ${ctx.now.toISOString()}), 0)`.mapWith(
          Number,
        ),
      })
      .from(slotInventory)
      .where(inRange(slotInventory.serviceId, slotInventory.date)),
    db
      .select({
        serviceId: bookings.serviceId,
        date: bookings.startDate,
        time: bookings.time,
        pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending')`.mapWith(Number),
        bookings: sql<number>`count(*)`.mapWith(Number),
      })
      .from(bookings)
      .where(and(inRange(bookings.serviceId, bookings.startDate), inArray(bookings.status, [...living])))
      .groupBy(bookings.serviceId, bookings.startDate, bookings.time),
    db
      .select()
      .from(serviceClosures)
      .where(
        and(
          inArray(serviceClosures.serviceId, ids),
          lte(serviceClosures.startDate, range.to),
          gte(serviceClosures.endDate, range.from),
        ),
      ),
  ]);
  const key = (serviceId: number, date: string, time: string) => `${serviceId} ${date} ${time}`;
  const rows = new Map(inventory.map((row) => [key(row.serviceId, row.date, row.time), row]));
  const countOf = new Map(counts.map((row) => [key(row.serviceId, row.date, row.time), row]));
  const closedDay = (serviceId: number, date: string) =>
    closures.some((c) => c.serviceId === serviceId && c.startDate <= date && date <= c.endDate);

  const out = new Map<string, Departure>();
  const add = (serviceId: number, date: string, time: string, capacity: number, unscheduled: boolean) => {
    const k = key(serviceId, date, time);
    const row = rows.get(k);
    const count = countOf.get(k);
    if (unscheduled && !count) return;
    out.set(k, {
      id: departureId({ serviceId, date, time }),
      serviceId,
      service: titles.get(serviceId) ?? "",
      date,
      time,
      capacity: row?.capacity ?? capacity,
      booked: row?.booked ?? 0,
      held: row?.held ?? 0,
      pending: count?.pending ?? 0,
      bookings: count?.bookings ?? 0,
      closed: Boolean(row?.closed) || closedDay(serviceId, date),
      unscheduled,
    });
  };
  const days = daysBetween(range.from, range.to);
  for (let i = 0; i <= days; i++) {
    const date = addDays(range.from, i);
    const day = weekday(date);
    for (const slot of schedule) {
      if (slot.weekday === day) add(slot.serviceId, date, slot.time, slot.capacity, false);
    }
  }
  for (const row of [...inventory, ...counts]) {
    if (!out.has(key(row.serviceId, row.date, row.time))) {
      add(row.serviceId, row.date, row.time, "capacity" in row ? row.capacity : 0, true);
    }
  }
  return [...out.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.service.localeCompare(b.service),
  );
}

/**
 * One departure with its guest list (everyone booked on it, cancelled ones last), each booking with
 * its people and whether it is ready, and the headcounts; or 404. Named in `lang`.
 */
export async function departureManifest(
  ctx: OperatorContext,
  input: { departure: DepartureKey; lang?: Language },
): Promise<Manifest<Departure>> {
  const key = input.departure;
  const { lang } = input;
  const [departure] = await listDepartures(ctx, {
    from: key.date,
    to: key.date,
    serviceId: key.serviceId,
    lang,
  }).then((list) => list.filter((d) => d.time === key.time));
  if (!departure) throw notFound("departureNotFound");
  const booked = await operatorBookings(ctx, {
    serviceId: key.serviceId,
    date: key.date,
    time: key.time,
    lang,
  });
  const ready = await bookingsReadiness(
    ctx.services.db,
    booked.map((b) => b.id),
  );
  const guests = booked.map((b): ManifestBooking => {
    const found = ready.get(b.id) ?? {
      readiness: { ready: true, missing: [] },
      participants: [],
      waiverRequired: false,
    };
    return { ...b, ...found, people: found.participants.length };
  });
  const order = (b: OperatorBooking) => (living.some((s) => s === b.status) ? 0 : 1);
  guests.sort((a, b) => order(a) - order(b));
  return { departure, guests, counts: manifestCounts(guests) };
}
