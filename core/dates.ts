/** Dates are calendar days written yyyy-mm-dd; arithmetic is done in UTC so no time zone shifts them. */
export type IsoDate = string;

export const OPERATOR_TIME_ZONE = "Asia/Kamchatka";
/** Asia/Kamchatka keeps UTC+12 all year. */
export const OPERATOR_UTC_OFFSET_HOURS = 12;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The calendar any route accepts: years 2000 to 2100. Every date and month the API and the pages
 * read is held to it (a worded 400 past it), so no range computed from one (a departures window,
 * a report's months) can run past what PostgreSQL and `Date` write as yyyy-mm-dd. Fixed years,
 * not a window around today: a schema has no clock, and the bounds stay far from any real trip.
 */
export const FIRST_DATE: IsoDate = "2000-01-01";
export const LAST_DATE: IsoDate = "2100-12-31";

/** A yyyy-mm-dd date or yyyy-mm month inside FIRST_DATE … LAST_DATE (compared as text). */
export function withinDateBounds(value: string): boolean {
  return value >= FIRST_DATE.slice(0, value.length) && value <= LAST_DATE.slice(0, value.length);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** End date = start date + (days of duration - 1). */
export function endDate(startDate: IsoDate, durationDays: number): IsoDate {
  return addDays(startDate, Math.max(1, Math.floor(durationDays)) - 1);
}

/** The operator's calendar day at a given instant. */
export function operatorToday(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + OPERATOR_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a slot starts: a date and "HH:MM" in the operator's time zone. */
export function slotStart(date: IsoDate, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const utc =
    Date.parse(`${date}T00:00:00Z`) + (hours - OPERATOR_UTC_OFFSET_HOURS) * 3_600_000 + minutes * 60_000;
  return new Date(utc);
}

/** The calendar days of the availability horizon, starting with the operator's today. */
export function horizon(days: number, now: Date = new Date()): IsoDate[] {
  const start = operatorToday(now);
  return Array.from({ length: days }, (_, i) => addDays(start, i));
}

export const AVAILABILITY_DAYS = 90;

/** The instant the operator's current calendar month began ("this month" on the dashboard). */
export function operatorMonthStart(now: Date = new Date()): Date {
  return slotStart(`${operatorToday(now).slice(0, 7)}-01`, "00:00");
}
