import { and, asc, eq, gte, lt, sql, type AnyColumn } from "drizzle-orm";
import {
  addFigures,
  addMonths,
  emptyFigures,
  monthsBetween,
  type IsoMonth,
  type Report,
  type ReportFigures,
  type ReportRow,
} from "../../../core/reports.ts";
import { bookings, orders, services } from "../../db/schema.ts";
import type { Language } from "../../../core/preferences.ts";
import type { OperatorContext } from "../context.ts";
import { serviceText } from "../catalog/service-text.ts";

// Bookings, guests and revenue per month and per service. A booking counts in the month its trip
// starts (the operator's calendar): a season reads as the trips it ran, not as the days they sold.

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const living = sql`${bookings.status} in ('pending', 'confirmed', 'completed')`;
const sumLiving = (value: ReturnType<typeof sql>, also = sql`true`) =>
  sql<number>`coalesce(sum(${value}) filter (where ${living} and ${also}), 0)`.mapWith(Number);

// What a booking's guest paid for it (US cents): its line less its share of the order's discount,
// as `paidForLine` in core/pricing.ts computes it. Points and money split it in the order's own
// proportion, the money in the order's currency, as `lineRefund` splits a refund.
export const paidForBooking = sql`(case when ${orders.subtotalCents} > 0 and ${orders.totalCents} < ${orders.subtotalCents}
  then round(${bookings.totalCents}::numeric * ${orders.totalCents} / ${orders.subtotalCents})
  else ${bookings.totalCents} end)`;
const share = (of: AnyColumn) =>
  sql`(case when ${orders.totalCents} > 0 then round(${of}::numeric * ${paidForBooking} / ${orders.totalCents}) else 0 end)`;
const chargedIn = (currency: string) =>
  sumLiving(share(orders.chargedMinor), sql`${orders.currency} = ${currency}`);

/**
 * The supplier's figures from the first day of `from` to the last of `to`, its services named in
 * `lang` (English when not given).
 */
export async function supplierReport(
  ctx: OperatorContext,
  range: { from: IsoMonth; to: IsoMonth; lang?: Language },
): Promise<Report> {
  const { db } = ctx.services;
  const month = sql<string>`substr(${bookings.startDate}::text, 1, 7)`;
  const title = serviceText("title", range.lang ?? "en");
  const grouped = await db
    .select({
      month,
      serviceId: bookings.serviceId,
      service: title,
      bookings: count(living),
      guests: sumLiving(sql`${bookings.guests}`),
      revenueCents: sumLiving(paidForBooking),
      chargedUsdMinor: chargedIn("USD"),
      chargedEurMinor: chargedIn("EUR"),
      chargedRubMinor: chargedIn("RUB"),
      pointsCents: sumLiving(share(orders.pointsUsedCents)),
      // The bookings' own stored lines, as sold (a later price change touches none of them).
      baseCents: sumLiving(sql`${bookings.baseCents}`),
      feesCents: sumLiving(sql`${bookings.feesCents}`),
      taxesCents: sumLiving(sql`${bookings.taxesCents}`),
      discountCents: sumLiving(sql`${bookings.discountCents}`),
      totalCents: sumLiving(sql`${bookings.totalCents}`),
      depositCents: sumLiving(sql`${bookings.depositCents}`),
      balanceDueCents: sumLiving(sql`${bookings.balanceCents}`, sql`${bookings.balancePaidAt} is null`),
      // A platform admin's cancellation is neither side's: it counts in neither column (decision 029).
      cancelledByGuest: count(
        sql`${bookings.status} = 'cancelled' and coalesce(${bookings.cancelledBy}, 'guest') = 'guest'`,
      ),
      cancelledByOperator: count(
        sql`${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'operator'`,
      ),
      // A rejection nobody answered is the deadline's: no answer was recorded.
      rejectedByOperator: count(
        sql`${bookings.status} = 'rejected' and ${bookings.respondedAt} is not null and coalesce(${bookings.cancelledBy}, 'operator') <> 'deadline'`,
      ),
      rejectedByDeadline: count(
        sql`${bookings.status} = 'rejected' and (${bookings.respondedAt} is null or ${bookings.cancelledBy} = 'deadline')`,
      ),
      noShows: count(sql`${bookings.checkIn} = 'no_show'`),
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(services.supplierId, ctx.actor.supplierId),
        gte(bookings.startDate, `${range.from}-01`),
        lt(bookings.startDate, `${addMonths(range.to, 1)}-01`),
      ),
    )
    // The service's own key: its title (in any language) depends on it.
    .groupBy(month, bookings.serviceId, services.id)
    .orderBy(asc(month), asc(title));

  const rows: ReportRow[] = grouped;
  const months = new Map<IsoMonth, ReportFigures & { month: IsoMonth }>(
    monthsBetween(range.from, range.to).map((m) => [m, { month: m, ...emptyFigures() }]),
  );
  const perService = new Map<number, ReportFigures & { serviceId: number; service: string }>();
  const totals = emptyFigures();
  for (const row of rows) {
    const { month: m, serviceId, service } = row;
    const monthFigures = months.get(m);
    if (monthFigures) addFigures(monthFigures, row);
    const serviceFigures = perService.get(serviceId) ?? { serviceId, service, ...emptyFigures() };
    perService.set(serviceId, addFigures(serviceFigures, row) as typeof serviceFigures);
    addFigures(totals, row);
  }
  return {
    from: range.from,
    to: range.to,
    months: [...months.values()],
    services: [...perService.values()].sort(
      (a, b) => b.revenueCents - a.revenueCents || a.service.localeCompare(b.service),
    ),
    rows,
    totals,
  };
}

/**
 * The report as CSV rows: one per month and service, with a header naming each column. A CSV is a
 * data file for a spreadsheet, so its amounts keep a machine format ("890.00") in every language;
 * the header is worded in the operator's language.
 */
export function reportCsvRows(report: Report, header: readonly string[]) {
  return [
    header,
    ...report.rows.map((row) => [
      row.month,
      row.service,
      row.bookings,
      row.guests,
      (row.revenueCents / 100).toFixed(2),
      (row.chargedUsdMinor / 100).toFixed(2),
      (row.chargedEurMinor / 100).toFixed(2),
      (row.chargedRubMinor / 100).toFixed(2),
      (row.pointsCents / 100).toFixed(2),
      (row.baseCents / 100).toFixed(2),
      (row.feesCents / 100).toFixed(2),
      (row.taxesCents / 100).toFixed(2),
      (row.discountCents / 100).toFixed(2),
      (row.totalCents / 100).toFixed(2),
      (row.depositCents / 100).toFixed(2),
      (row.balanceDueCents / 100).toFixed(2),
      row.cancelledByGuest,
      row.cancelledByOperator,
      row.rejectedByOperator,
      row.rejectedByDeadline,
      row.noShows,
    ]),
  ];
}
