import { Ban, CalendarX, Download, Receipt, UserX, Users, Wallet } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { locales } from "../../../core/preferences.ts";
import type { IsoMonth, Report, ReportFigures } from "../../../core/reports.ts";
import { useApp, useCharged, useDollars, useFormatters } from "../../components/app-context.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { Stat } from "../../components/stat.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** "Nov 2026" in the reader's language. */
function useMonthLabel() {
  const { lang } = useApp();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locales[lang], {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return (month: IsoMonth) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [lang]);
}

/** The months to show, and the CSV of the same months. */
export function ReportFilter({ from, to, error }: { from: IsoMonth; to: IsoMonth; error?: string }) {
  const { t } = useTranslation("reports");
  const csv = `/operator/reports.csv?${new URLSearchParams({ from, to })}`;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border bg-card p-4 sm:p-5">
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-describedby={error ? "report-error" : undefined}
      >
        <div className="w-full sm:w-48">
          <Label htmlFor="report-from">{t("filter.from")}</Label>
          <Input
            id="report-from"
            name="from"
            type="month"
            defaultValue={from}
            key={`from-${from}`}
            required
          />
        </div>
        <div className="w-full sm:w-48">
          <Label htmlFor="report-to">{t("filter.to")}</Label>
          <Input id="report-to" name="to" type="month" defaultValue={to} key={`to-${to}`} required />
        </div>
        <Button type="submit" variant="outline">
          {t("filter.show")}
        </Button>
      </Form>
      <a href={csv} download className={buttonVariants({ variant: "subtle" }) + " sm:ml-auto"}>
        <Download aria-hidden />
        {t("filter.csv")}
      </a>
      {error ? (
        <p id="report-error" role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The range's totals at a glance. */
export function ReportTotals({ totals }: { totals: ReportFigures }) {
  const { t } = useTranslation("reports");
  const dollars = useDollars();
  const charged = useCharged();
  const { number } = useFormatters();
  // A count made of its causes: their sum, with a hint that names each.
  const byCause = (kind: "cancellations" | "rejections", causes: Record<string, number>) => ({
    value: number(Object.values(causes).reduce((sum, count) => sum + count, 0)),
    hint: t(`totals.${kind}Hint`, causes),
  });
  // What the money was charged in, each currency as it was charged, then what points paid.
  const parts = [
    ...(
      [
        ["USD", totals.chargedUsdMinor],
        ["EUR", totals.chargedEurMinor],
        ["RUB", totals.chargedRubMinor],
      ] as const
    )
      .filter(([, minor]) => minor > 0)
      .map(([currency, minor]) => charged(minor, currency)),
    ...(totals.pointsCents > 0 ? [t("totals.points", { amount: dollars(totals.pointsCents) })] : []),
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Stat icon={<Receipt />} label={t("columns.bookings")} value={number(totals.bookings)} />
      <Stat icon={<Users />} label={t("columns.guests")} value={number(totals.guests)} />
      <Stat
        icon={<Wallet />}
        label={t("columns.revenue")}
        value={dollars(totals.revenueCents)}
        hint={parts.length > 0 ? t("totals.charged", { parts: parts.join(" · ") }) : undefined}
      />
      <Stat
        icon={<Ban />}
        label={t("totals.cancellations")}
        {...byCause("cancellations", {
          guest: totals.cancelledByGuest,
          operator: totals.cancelledByOperator,
        })}
      />
      <Stat
        icon={<CalendarX />}
        label={t("totals.rejections")}
        {...byCause("rejections", {
          operator: totals.rejectedByOperator,
          deadline: totals.rejectedByDeadline,
        })}
      />
      <Stat icon={<UserX />} label={t("columns.noShows")} value={number(totals.noShows)} />
    </div>
  );
}

const numberColumns = [
  "bookings",
  "guests",
  "revenueCents",
  "cancelledByGuest",
  "cancelledByOperator",
  "rejectedByOperator",
  "rejectedByDeadline",
  "noShows",
] as const;

/** What was sold, from the bookings' stored lines (decision 042): the spec's summary lines. */
const salesColumns = [
  "baseCents",
  "feesCents",
  "taxesCents",
  "discountCents",
  "totalCents",
  "depositCents",
  "balanceDueCents",
] as const;

type Column = (typeof numberColumns)[number] | (typeof salesColumns)[number];
const moneyColumns = new Set<Column>(["revenueCents", ...salesColumns]);
/** Each column's header key under `columns.`. */
const headerKeys: Partial<Record<Column, string>> = {
  revenueCents: "revenue",
  baseCents: "base",
  feesCents: "fees",
  taxesCents: "taxes",
  discountCents: "discount",
  totalCents: "total",
  depositCents: "deposits",
  balanceDueCents: "balancesDue",
};

/** A table of figures, one line per month or service, with the totals below; scrolls sideways on a phone. */
function FiguresTable({
  caption,
  first,
  lines,
  totals,
  columns = numberColumns,
  nowrap = false,
}: {
  nowrap?: boolean;
  columns?: readonly Column[];
  caption: string;
  first: string;
  lines: { key: string | number; label: string; figures: ReportFigures }[];
  totals: ReportFigures;
}) {
  const { t } = useTranslation("reports");
  const dollars = useDollars();
  const { number } = useFormatters();
  const cell = (key: Column, figures: ReportFigures) =>
    figures[key] === 0 ? "–" : moneyColumns.has(key) ? dollars(figures[key]) : number(figures[key]);
  const header = (key: Column) => t(`columns.${headerKeys[key] ?? key}`);
  return (
    <div
      className="overflow-x-auto rounded-2xl border bg-card"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={cn("w-full text-sm", columns.length > 7 ? "min-w-[52rem]" : "min-w-[44rem]")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {first}
            </th>
            {columns.map((key) => (
              <th key={key} scope="col" className="px-3 py-3 text-right font-medium">
                {header(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line) => (
            <tr key={line.key}>
              <th
                scope="row"
                className={cn("px-4 py-2.5 text-left font-medium", nowrap && "whitespace-nowrap")}
              >
                {line.label}
              </th>
              {columns.map((key) => (
                <td key={key} className="px-3 py-2.5 text-right tabular-nums">
                  {cell(key, line.figures)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" className="px-4 py-3 text-left">
              {t("total")}
            </th>
            {columns.map((key) => (
              <td key={key} className="px-3 py-3 text-right tabular-nums">
                {cell(key, totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ReportTables({ report }: { report: Report }) {
  const { t } = useTranslation("reports");
  const monthLabel = useMonthLabel();
  return (
    <>
      <section className="space-y-3">
        <h3 className="font-display text-xl font-semibold">{t("byMonth")}</h3>
        <FiguresTable
          caption={t("byMonth")}
          first={t("columns.month")}
          nowrap
          lines={report.months.map((m) => ({ key: m.month, label: monthLabel(m.month), figures: m }))}
          totals={report.totals}
        />
      </section>
      <section className="space-y-3">
        <h3 className="font-display text-xl font-semibold">{t("salesByMonth")}</h3>
        <p className="max-w-3xl text-sm text-muted-foreground">{t("salesBasis")}</p>
        <FiguresTable
          caption={t("salesByMonth")}
          first={t("columns.month")}
          nowrap
          columns={salesColumns}
          lines={report.months.map((m) => ({ key: m.month, label: monthLabel(m.month), figures: m }))}
          totals={report.totals}
        />
      </section>
      <section className="space-y-3">
        <h3 className="font-display text-xl font-semibold">{t("byService")}</h3>
        {report.services.length === 0 ? (
          <EmptyState size="section" text={t("noBookings")} />
        ) : (
          <FiguresTable
            caption={t("byService")}
            first={t("columns.service")}
            lines={report.services.map((s) => ({ key: s.serviceId, label: s.service, figures: s }))}
            totals={report.totals}
          />
        )}
      </section>
      {report.services.length > 0 ? (
        <section className="space-y-3">
          <h3 className="font-display text-xl font-semibold">{t("salesByService")}</h3>
          <FiguresTable
            caption={t("salesByService")}
            first={t("columns.service")}
            columns={salesColumns}
            lines={report.services.map((s) => ({ key: s.serviceId, label: s.service, figures: s }))}
            totals={report.totals}
          />
        </section>
      ) : null}
    </>
  );
}

export { useMonthLabel };
