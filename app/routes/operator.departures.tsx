import { CalendarDays } from "lucide-react";
import { Form } from "react-router";
import type { Departure } from "../../core/operator.ts";
import { useFormatters } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { Button } from "../components/ui/button.tsx";
import { Input, Label } from "../components/ui/input.tsx";
import { DepartureRow } from "../features/operator/departures.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/operator.departures";
import { loadDepartures } from "./operator.server.ts";
import { PeninsulaTime } from "../components/peninsula-time.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDepartures(request, context);
}

function byDate(departures: Departure[]) {
  const days = new Map<string, Departure[]>();
  for (const departure of departures)
    days.set(departure.date, [...(days.get(departure.date) ?? []), departure]);
  return [...days.entries()];
}

/** Every departure in a range of dates (two weeks from today unless chosen), day by day. */
export default function Departures({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("operator");
  const { date } = useFormatters();
  const { range, all, departures } = loaderData;
  return (
    <section aria-labelledby="departures-title">
      <h2 id="departures-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("departures.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("departures.intro")}</p>
      <PeninsulaTime className="mt-1" />
      <Form method="get" className="mt-5 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="departures-from">{t("departures.from")}</Label>
          <Input id="departures-from" name="from" type="date" defaultValue={range.from} className="w-44" />
        </div>
        <div>
          <Label htmlFor="departures-to">{t("departures.to")}</Label>
          <Input id="departures-to" name="to" type="date" defaultValue={range.to} className="w-44" />
        </div>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="all"
            value="1"
            defaultChecked={all}
            className="size-4 accent-[var(--color-accent)]"
          />
          {t("departures.showEmpty")}
        </label>
        <Button type="submit" variant="outline">
          {t("departures.show")}
        </Button>
      </Form>
      {departures.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={CalendarDays}
          text={t(all ? "departures.empty" : "departures.emptyBooked")}
        />
      ) : (
        <div className="mt-6 space-y-6">
          {byDate(departures).map(([day, list]) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h3 id={`day-${day}`} className="mb-2 text-sm font-semibold text-muted-foreground">
                {date(day)}
              </h3>
              <ul className="space-y-2">
                {list.map((departure) => (
                  <DepartureRow key={departure.id} departure={departure} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
