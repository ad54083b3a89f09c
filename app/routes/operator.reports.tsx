import { ReportFilter, ReportTables, ReportTotals, useMonthLabel } from "../features/operator/reports.tsx";
import { consoleTitle } from "../features/operator/page-title.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.reports";
import { loadReports } from "./operator.reports.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReports(request, context);
}

/** Bookings, guests and revenue per month and service, and what did not happen. */
export default function OperatorReports({ loaderData }: Route.ComponentProps) {
  useRouteMessages("reports", loaderData.messages);
  const { t } = useTranslation("reports");
  const errorText = useErrorText();
  const monthLabel = useMonthLabel();
  const { report, problem } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="font-display text-2xl font-semibold">{t("title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
          {t("range", { from: monthLabel(report.from), to: monthLabel(report.to) })}
        </p>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{t("basis")}</p>
      </div>
      <ReportFilter
        from={report.from}
        to={report.to}
        error={
          problem
            ? `${t(problem.field === "to" ? "filter.to" : "filter.from")}: ${errorText(problem)}`
            : undefined
        }
      />
      <ReportTotals totals={report.totals} />
      <ReportTables report={report} />
    </div>
  );
}
