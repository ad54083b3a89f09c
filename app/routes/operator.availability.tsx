import { ExternalLink } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { BackLink } from "../components/back-link.tsx";
import { NotFound } from "../components/not-found.tsx";
import type { ServiceStatus } from "../../core/service-editor.ts";
import { ServiceStatusBadge } from "../components/service-status-badge.tsx";
import { MonthCalendar } from "../features/operator/availability/calendar.tsx";
import { ClosedDates } from "../features/operator/availability/closures.tsx";
import { DayDepartures } from "../features/operator/availability/departures.tsx";
import { WeeklySchedule } from "../features/operator/availability/schedule.tsx";
import { consoleTitle } from "../features/operator/page-title.ts";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.availability";
import { availabilityAction, loadAvailability } from "./operator.availability.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAvailability(request, context, params.serviceId);
}

/** Every change of the page: weekly slots, a departure's seats, closing and reopening, closed dates. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return availabilityAction(request, context, params.serviceId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** One service's availability: the weekly schedule, a month of departures, and closed dates. */
export default function OperatorAvailability({ loaderData }: Route.ComponentProps) {
  useRouteMessages("availability", loaderData.messages);
  const { t } = useTranslation("availability");
  const { view, selected } = loaderData;
  const day = selected ? view.days.find((d) => d.date === selected) : undefined;
  // The module's view types the status as a string; the table's column holds only the three.
  const status = view.service.status as ServiceStatus;
  return (
    <div className="space-y-6">
      <div>
        <BackLink to="/operator/services">{t("back")}</BackLink>
        <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-display text-2xl font-semibold break-words">
              {t("heading", { service: view.service.title })}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ServiceStatusBadge status={status} label={t(`status.${status}`)} />
            {view.service.status === "active" ? (
              <Link
                to={`/service/${view.service.id}`}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
              >
                {t("viewPublic")}
                <ExternalLink className="size-4" aria-hidden />
              </Link>
            ) : null}
          </div>
        </div>
      </div>
      <MonthCalendar month={view.month} today={view.today} days={view.days} selected={selected} />
      {day ? <DayDepartures key={day.date} date={day.date} departures={day.departures} /> : null}
      <ClosedDates closures={view.closures} today={view.today} />
      <WeeklySchedule schedule={view.schedule} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
