import type { RouterContextProvider } from "react-router";
import { reportRange, reportsQuerySchema, type IsoMonth } from "../../core/reports.ts";
import { toCsv } from "../../core/operator.ts";
import { validate } from "../../core/validation.ts";
import { reportCsvRows, supplierReport } from "../../server/modules/operator/reports.ts";
import { operatorAreaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";

// The console's reports and their CSV: the same months, from the address's ?from=&to=.

type Context = Readonly<RouterContextProvider>;

/** The months the address asks for; a malformed month is reported and the default shown. */
function requestedRange(request: Request, now: Date) {
  const url = new URL(request.url);
  const query = {
    from: url.searchParams.get("from") || undefined,
    to: url.searchParams.get("to") || undefined,
  };
  const parsed = validate(reportsQuerySchema, query);
  return {
    range: reportRange(parsed.ok ? parsed.data : {}, now),
    problem: parsed.ok ? null : parsed.problems[0]!,
  };
}

export async function loadReports(request: Request, context: Context) {
  const ctx = operatorAreaContext(context);
  const { messages, meta } = pageMessages(request, "reports");
  const { range, problem } = requestedRange(request, ctx.now);
  return {
    messages,
    meta,
    problem,
    report: await supplierReport(ctx, { ...range, lang: requestLanguage(request) }),
  };
}

const csvColumns = [
  "month",
  "service",
  "bookings",
  "guests",
  "revenue",
  "chargedUsd",
  "chargedEur",
  "chargedRub",
  "points",
  "base",
  "fees",
  "taxes",
  "discount",
  "total",
  "deposits",
  "balancesDue",
  "cancelledByGuest",
  "cancelledByOperator",
  "rejectedByOperator",
  "rejectedByDeadline",
  "noShows",
] as const;

export async function reportsCsv(request: Request, context: Context) {
  const ctx = operatorAreaContext(context);
  const { range } = requestedRange(request, ctx.now);
  const report = await supplierReport(ctx, { ...range, lang: requestLanguage(request) });
  const t = translate(request, "reports");
  const rows = reportCsvRows(
    report,
    csvColumns.map((column) => t(`csv.${column}`)),
  );
  const name = (from: IsoMonth, to: IsoMonth) => `report-${from}-${to}.csv`;
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name(report.from, report.to)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
