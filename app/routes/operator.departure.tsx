import { Download, Printer } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { useFormatters } from "../components/app-context.tsx";
import { BackLink } from "../components/back-link.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { NotFound } from "../components/not-found.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { Badge } from "../components/ui/misc.tsx";
import { SeatsBar } from "../features/operator/departures.tsx";
import { FormStatus } from "../components/action-form.tsx";
import { ManifestEntry, useManifestStatus } from "../features/operator/manifest.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.departure";
import { manifestAction } from "./operator.actions.server.ts";
import { loadManifest } from "./operator.server.ts";
import { PeninsulaTime } from "../components/peninsula-time.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadManifest(request, context, params.departureId);
}

/** Check a party in, or cancel a booking for weather or safety (the intent says which). */
export async function action({ request, context }: Route.ActionArgs) {
  return manifestAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** One departure: its seats, its guest list with check-in, printable and as CSV. */
export default function Manifest({ loaderData }: Route.ComponentProps) {
  const tm = useRouteMessages("manifest", loaderData.messages).t;
  const { t } = useTranslation("operator");
  const { date, time } = useFormatters();
  const { departure, guests, counts, today } = loaderData;
  const status = useManifestStatus();
  const living = guests.filter(
    (g) => g.status === "pending" || g.status === "confirmed" || g.status === "completed",
  );
  const totals = {
    guests: living.reduce((sum, g) => sum + g.guests, 0),
    bookings: living.length,
    arrived: living.filter((g) => g.checkIn === "arrived").reduce((sum, g) => sum + g.guests, 0),
  };
  return (
    <section aria-labelledby="manifest-title">
      <BackLink to="/operator/departures" className="print:hidden">
        {t("manifest.back")}
      </BackLink>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="manifest-title" className="font-display text-xl font-semibold break-words sm:text-2xl">
            {t("manifest.title", { service: departure.service })}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {t("manifest.subtitle", { date: date(departure.date), time: time(departure.time) })}
          </p>
          <PeninsulaTime className="mt-1" />
          {departure.closed ? (
            <Badge tone="danger" className="mt-2">
              {t("departures.closed")}
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t("manifest.print")}
          </Button>
          <ButtonLink
            variant="outline"
            to={`/operator/departures/${departure.id}/manifest.csv`}
            reloadDocument
          >
            <Download aria-hidden />
            {t("manifest.csv")}
          </ButtonLink>
        </div>
      </div>
      <div className="mt-5 grid gap-4 rounded-2xl border bg-card p-4 sm:grid-cols-2">
        <SeatsBar departure={departure} />
        <div className="text-sm sm:text-right">
          <p>{t("manifest.totals", totals)}</p>
          <p className="mt-1 text-muted-foreground">
            {[
              tm("countsReady", counts),
              tm("people", { count: counts.people }),
              tm("seats", { count: counts.seats }),
            ].join(" · ")}
          </p>
        </div>
      </div>
      <FormStatus status={status} className="mt-5" />
      <h3 className="mt-8 font-semibold">{t("manifest.guests")}</h3>
      {guests.length === 0 ? (
        <EmptyState size="section" className="mt-3" text={t("manifest.noGuests")} />
      ) : (
        <ul className="mt-3 space-y-3">
          {guests.map((booking) => (
            <ManifestEntry key={booking.id} booking={booking} now={today} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
