import { z } from "zod";
import type { FormShape } from "./form-input.ts";
import { bookingStatuses, checkInStates, type BookingStatus, type CheckIn } from "./booking-status.ts";
import { addDays, daysBetween, operatorToday, type IsoDate } from "./dates.ts";
import { bookingIdSchema, idParamSchema, isoDate, languageQuerySchema } from "./schemas.ts";

// What the operators' console and its API share: departure ids, the answers' schemas, CSV.

/** A booking as the operator sees it: the request, the guest's contact and what they asked for. */
export interface OperatorBooking {
  id: string;
  reference: string;
  orderReference: string;
  serviceId: number;
  service: string;
  startDate: IsoDate;
  endDate: IsoDate;
  time: string;
  guests: number;
  totalCents: number;
  status: BookingStatus;
  supplierDeadline: string;
  respondedAt: string | null;
  statusReason: string | null;
  cancelledBy: "guest" | "operator" | "deadline" | "admin" | null;
  checkIn: CheckIn | null;
  /** Why the operator checked in guests who were not ready (null otherwise). */
  checkInReason: string | null;
  /**
   * The guest as their privacy settings let the operator see them: name and address null when the
   * guest hides their name (the console shows "Guest" and the reference); `pastTrips`, their
   * completed trips with this supplier before, null unless they share their booking history.
   */
  guest: { name: string | null; email: string | null; phone: string; pastTrips: number | null };
  specialRequests: string | null;
  /** The guest's latest message about this booking, if any. */
  lastMessage: string | null;
  createdAt: string;
}

/** A departure is a service on a date at a time. */
export interface DepartureKey {
  serviceId: number;
  date: IsoDate;
  time: string;
}

/** One departure: a service on a date at a time, with its seats. */
export interface Departure {
  id: string;
  serviceId: number;
  service: string;
  date: IsoDate;
  time: string;
  capacity: number;
  /** Seats of paid bookings (pending and confirmed). */
  booked: number;
  /** Seats in travellers' carts right now (holds that have not expired). */
  held: number;
  /** Bookings still waiting for the operator's answer. */
  pending: number;
  /** Bookings that will take place (pending, confirmed, completed). */
  bookings: number;
  /** Closed by the operator, on this departure or by a closed date range. */
  closed: boolean;
  /** Not in the weekly schedule any more, but still has bookings. */
  unscheduled: boolean;
}

/** "3-2026-11-25-0800": readable in an address, and no characters that need escaping. */
export function departureId({ serviceId, date, time }: DepartureKey): string {
  return `${serviceId}-${date}-${time.replace(":", "")}`;
}

const departurePattern = /^([1-9]\d{0,8})-(\d{4}-\d{2}-\d{2})-([01]\d|2[0-3])([0-5]\d)$/;

/** The departure an id names, or null for anything that is not one. */
export function parseDepartureId(id: string): DepartureKey | null {
  const match = departurePattern.exec(id);
  if (!match) return null;
  const date = match[2]!;
  if (!isoDate.safeParse(date).success) return null;
  return { serviceId: Number(match[1]), date, time: `${match[3]}:${match[4]}` };
}

export const REASON_MAX = 500;

/** The reason a guest reads when the operator rejects or cancels their booking. */
export const reasonField = z
  .string({ error: (issue) => (issue.code === "invalid_type" ? "reasonRequired" : undefined) })
  .trim()
  .min(1, "reasonRequired")
  .max(REASON_MAX, "tooLong");

export const rejectSchema = z.object({ reason: reasonField });
export const cancelSchema = z.object({ reason: reasonField });

/** Several requests answered at once (the inbox's "confirm selected"). */
export const BULK_MAX = 100;
export const bulkAnswerSchema = z.object({
  ids: z.array(bookingIdSchema).min(1, "required").max(BULK_MAX, "tooManyItems"),
});
/** "Confirm selected" posts a checked box named `ids` per request (core/form-input.ts). */
export const bulkAnswerForm: FormShape = { lists: ["ids"] };

/**
 * Arrived, no-show, or null to clear. Marking arrived a booking that is not ready (details,
 * licence, waiver or balance missing) needs the reason, which the manifest keeps and shows.
 */
export const checkInSchema = z.object({
  checkIn: z.enum(checkInStates, "invalidChoice").nullable(),
  reason: reasonField.optional(),
});
/** The check-in buttons post "" to clear; the reason is absent when left empty (core/form-input.ts). */
export const checkInForm: FormShape = { nullable: ["checkIn"], optional: ["reason"] };

export const OPERATOR_BOOKINGS_MAX = 500;

/** The supplier's bookings, filtered, a page at a time (offset and limit, as the points ledger). */
export const operatorBookingsQuerySchema = z.object({
  status: z.enum(bookingStatuses, "invalidChoice").optional(),
  serviceId: idParamSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  offset: z.coerce.number().int("notWholeNumber").min(0).default(0),
  limit: z.coerce.number().int("notWholeNumber").min(1).max(OPERATOR_BOOKINGS_MAX).default(100),
  ...languageQuerySchema.shape,
});

export const DEFAULT_DEPARTURE_DAYS = 14;
export const MAX_DEPARTURE_RANGE_DAYS = 92;

export const departuresQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    serviceId: idParamSchema.optional(),
    ...languageQuerySchema.shape,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: "invalidDate", path: ["to"] });

/** A range of departures: from today for two weeks unless asked otherwise, and never over 92 days. */
export function departureRange(query: { from?: IsoDate; to?: IsoDate }, now: Date) {
  const from = query.from ?? operatorToday(now);
  const to = query.to ?? addDays(from, DEFAULT_DEPARTURE_DAYS - 1);
  return {
    from,
    to: daysBetween(from, to) > MAX_DEPARTURE_RANGE_DAYS ? addDays(from, MAX_DEPARTURE_RANGE_DAYS) : to,
  };
}

/** Hours and minutes left until a deadline (negative: past it). */
export function timeLeft(
  deadline: string | Date,
  now: Date,
): { hours: number; minutes: number; overdue: boolean } {
  const ms = new Date(deadline).getTime() - now.getTime();
  const total = Math.floor(Math.abs(ms) / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60, overdue: ms < 0 };
}

/** A phone number as people write it ("+7 914 123-45-67", "(415) 555 0100"): digits and punctuation only. */
const PHONE = /^\+?[\d(][\d\s().-]*$/;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. A text a spreadsheet would run as
 * a formula (starting with = + - @, tab or CR, as OWASP lists them) gets an apostrophe in front; a
 * phone number starting with + is no formula and stays as the guest wrote it.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !PHONE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text (CRLF, as RFC 4180 writes it), with a byte-order mark so spreadsheets read UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
