import { z } from "zod";
import { operatorToday, withinDateBounds } from "./dates.ts";
import { languages } from "./preferences.ts";

// The operators' reports: months of the operator's calendar, by the trips' start dates.

/** "2026-11": a month of the operator's calendar. */
export type IsoMonth = string;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isoMonth = z
  .string()
  .regex(monthPattern, { message: "invalidMonth", abort: true })
  .refine(withinDateBounds, "monthOutOfBounds");

/** The default report: the last 12 months and the next 3 (trips are booked ahead). */
export const REPORT_MONTHS_BACK = 11;
export const REPORT_MONTHS_AHEAD = 3;
/** A report covers at most three years. */
export const REPORT_MAX_MONTHS = 36;

export const reportsQuerySchema = z
  .object({ from: isoMonth.optional(), to: isoMonth.optional(), lang: z.enum(languages).default("en") })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: "monthRange", path: ["to"] });

/** A month `n` months after (or before, negative) `month`. */
export function addMonths(month: IsoMonth, n: number): IsoMonth {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Months from a to b, both included (0 when b is before a). */
export function monthsBetween(a: IsoMonth, b: IsoMonth): IsoMonth[] {
  const out: IsoMonth[] = [];
  for (let month = a; month <= b && out.length <= REPORT_MAX_MONTHS; month = addMonths(month, 1))
    out.push(month);
  return out;
}

/** The months a report covers: as asked, else the default, and never over three years. */
export function reportRange(
  query: { from?: IsoMonth; to?: IsoMonth },
  now: Date,
): { from: IsoMonth; to: IsoMonth } {
  const current = operatorToday(now).slice(0, 7);
  const to =
    query.to ??
    (query.from
      ? addMonths(query.from, REPORT_MONTHS_BACK + REPORT_MONTHS_AHEAD)
      : addMonths(current, REPORT_MONTHS_AHEAD));
  const from = query.from ?? addMonths(to, -(REPORT_MONTHS_BACK + REPORT_MONTHS_AHEAD));
  const latest = addMonths(from, REPORT_MAX_MONTHS - 1);
  return { from, to: to > latest ? latest : to };
}

/** What a month, a service or the whole range adds up to. */
export interface ReportFigures {
  /** Bookings that take place or took place: pending, confirmed, completed. */
  bookings: number;
  guests: number;
  /** What those bookings paid (after discounts), in US cents: points plus the money's dollar value. */
  revenueCents: number;
  /** The money part, in the minor units of the currency it was charged in. */
  chargedUsdMinor: number;
  chargedEurMinor: number;
  chargedRubMinor: number;
  /** The part paid from points balances, in US cents. */
  pointsCents: number;
  /**
   * What those bookings were sold for, from their stored lines (US cents): the base price, the fees
   * and taxes added to it, the total (base + fees + taxes), the order discount's share, the
   * deposits paid at checkout and the balances still to pay.
   */
  baseCents: number;
  feesCents: number;
  taxesCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
  balanceDueCents: number;
  cancelledByGuest: number;
  cancelledByOperator: number;
  /** Requests the operator said no to. */
  rejectedByOperator: number;
  /** Requests nobody answered before the deadline. */
  rejectedByDeadline: number;
  noShows: number;
}

export interface ReportRow extends ReportFigures {
  month: IsoMonth;
  serviceId: number;
  service: string;
}

export interface Report {
  from: IsoMonth;
  to: IsoMonth;
  /** Every month of the range, empty ones too. */
  months: (ReportFigures & { month: IsoMonth })[];
  /** The services that had bookings in the range. */
  services: (ReportFigures & { serviceId: number; service: string })[];
  /** Per month and service, for the CSV. */
  rows: ReportRow[];
  totals: ReportFigures;
}

export const reportFigureKeys = [
  "bookings",
  "guests",
  "revenueCents",
  "chargedUsdMinor",
  "chargedEurMinor",
  "chargedRubMinor",
  "pointsCents",
  "baseCents",
  "feesCents",
  "taxesCents",
  "discountCents",
  "totalCents",
  "depositCents",
  "balanceDueCents",
  "cancelledByGuest",
  "cancelledByOperator",
  "rejectedByOperator",
  "rejectedByDeadline",
  "noShows",
] as const satisfies readonly (keyof ReportFigures)[];

export const emptyFigures = (): ReportFigures => ({
  bookings: 0,
  guests: 0,
  revenueCents: 0,
  chargedUsdMinor: 0,
  chargedEurMinor: 0,
  chargedRubMinor: 0,
  pointsCents: 0,
  baseCents: 0,
  feesCents: 0,
  taxesCents: 0,
  discountCents: 0,
  totalCents: 0,
  depositCents: 0,
  balanceDueCents: 0,
  cancelledByGuest: 0,
  cancelledByOperator: 0,
  rejectedByOperator: 0,
  rejectedByDeadline: 0,
  noShows: 0,
});

export function addFigures(into: ReportFigures, more: ReportFigures): ReportFigures {
  for (const key of reportFigureKeys) into[key] += more[key];
  return into;
}
