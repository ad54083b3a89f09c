import { OPERATOR_TIME_ZONE, type IsoDate } from "./dates.ts";

/**
 * Dates as people read them, in a language. Two kinds of value, never confused:
 * - a calendar day ("2026-11-28", a slot's date) is a day of the peninsula already: shown as it is;
 * - an instant (a Date or an ISO timestamp, "2026-11-27T12:30:00.000Z": createdAt, a deadline) is
 *   shown in the peninsula's day and clock (Asia/Kamchatka), as the mails are.
 * Every format names its zone, never the process's or the browser's, so the server's page and the
 * browser's hydration agree wherever either runs.
 */

/** A timestamp's moment, or a calendar day: what `formatDate` takes. */
export type DateValue = IsoDate | Date | string;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A "yyyy-mm-dd" string with nothing after it: a calendar day, not an instant. */
export function isCalendarDay(value: DateValue): value is IsoDate {
  return typeof value === "string" && calendarDay.test(value);
}

// Intl formatters are costly to make and cheap to use: one per language and kind, made once.
const made = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`;
  let found = made.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    made.set(key, found);
  }
  return found;
}

const dayParts = { day: "numeric", month: "short", year: "numeric" } as const;
const clockParts = { hour: "numeric", minute: "2-digit" } as const;

// A value that is no date makes Intl's format throw a RangeError ("Invalid time value").
const instant = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** A calendar day as it is ("Nov 28, 2026", "28 нояб. 2026 г.", "28. Nov. 2026"). */
export function formatDay(day: IsoDate, locale: string): string {
  return format(locale, "day", { ...dayParts, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The peninsula's calendar day at an instant ("Nov 28, 2026" for 2026-11-27T12:30Z). */
export function formatInstantDate(value: Date | string, locale: string): string {
  return format(locale, "instant day", { ...dayParts, timeZone: OPERATOR_TIME_ZONE }).format(instant(value));
}

/** An instant's day and time of day by the peninsula's clock ("Nov 28, 2026, 12:30 AM"). */
export function formatInstantDateTime(value: Date | string, locale: string): string {
  return format(locale, "instant day time", {
    ...dayParts,
    ...clockParts,
    timeZone: OPERATOR_TIME_ZONE,
  }).format(instant(value));
}

/** Either kind, told apart by the value: a "yyyy-mm-dd" day as it is, anything else as an instant. */
export function formatDate(value: DateValue, locale: string): string {
  return isCalendarDay(value) ? formatDay(value, locale) : formatInstantDate(value, locale);
}

/** A slot's "HH:MM", peninsula time already, in the language's clock ("8:00 AM", "08:00"). */
export function formatClock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return format(locale, "clock", { ...clockParts, timeZone: "UTC" }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}
