import { and, eq, gte, lte } from "drizzle-orm";
import { currentMonth, monthDays } from "../../../core/availability.ts";
import { operatorToday, slotStart, type IsoDate } from "../../../core/dates.ts";
import type { Language } from "../../../core/preferences.ts";
import { services, slotInventory } from "../../db/schema.ts";
import { ownService } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { listDepartures, type Departure } from "./departures.ts";
import { closuresOf, type Closure } from "./closures.ts";
import { weeklySchedule, type WeeklySlot } from "./schedule.ts";
import { serviceText } from "../catalog/service-text.ts";

// The console's view of one service's availability: its weekly schedule, closed date ranges and a
// month calendar of booked against capacity. The changes live beside it: schedule.ts (the weekly
// slots), departure-changes.ts (one departure's seats, closing and reopening) and closures.ts
// (closed date ranges); each drops every instance's catalogue (which keeps the schedule, the
// closed ranges and the full or closed departures), so travellers see it at once.

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

/**
 * The service's schedule, closed ranges and one month (this one unless asked) of departures, day
 * by day; the service named in `lang` (English when not given).
 */
export async function availabilityView(
  ctx: OperatorContext,
  input: { serviceId: number; month?: string; lang?: Language },
): Promise<AvailabilityView> {
  const { db } = ctx.services;
  const { serviceId } = input;
  const { now } = ctx;
  const month = input.month ?? currentMonth(now);
  const service = await ownService(db, ctx.actor, serviceId);
  const lang = input.lang ?? "en";
  const [named] = await db
    .select({ title: serviceText("title", lang) })
    .from(services)
    .where(eq(services.id, serviceId));
  const dates = monthDays(month);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const [schedule, closures, departures, closedRows] = await Promise.all([
    weeklySchedule(db, serviceId),
    closuresOf(db, serviceId),
    listDepartures(ctx, { from, to, serviceId, lang }),
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
    service: { id: service.id, title: named?.title ?? service.title, status: service.status },
    month,
    today,
    schedule,
    closures,
    days,
  };
}
