import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Departure } from "../../../core/operator.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** Booked against capacity as a bar, with the seats in carts on top of it. */
export function SeatsBar({ departure }: { departure: Departure }) {
  const { t } = useTranslation("operator");
  const { capacity, booked, held } = departure;
  const share = (n: number) => `${capacity ? Math.min(100, (n / capacity) * 100) : 0}%`;
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium">{t("departures.seats", { booked, capacity })}</p>
      <div className="mt-1.5 flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <span className="bg-accent" style={{ width: share(booked) }} />
        <span className="bg-accent/40" style={{ width: share(held) }} />
      </div>
      {held ? (
        <p className="mt-1 text-xs text-muted-foreground">{t("departures.heldSeats", { count: held })}</p>
      ) : null}
    </div>
  );
}

/** One departure in the list: time, service, seats, what is waiting, and the way to its manifest. */
export function DepartureRow({ departure }: { departure: Departure }) {
  const { t } = useTranslation("operator");
  const { time } = useFormatters();
  const full = departure.booked >= departure.capacity;
  return (
    <li>
      <Link
        to={`/operator/departures/${departure.id}`}
        prefetch="intent"
        className={cn(
          "grid grid-cols-[4.5rem_1fr_auto] items-center gap-3 rounded-xl border bg-card p-3 shadow-sm transition-colors hover:border-accent sm:grid-cols-[5rem_minmax(0,1fr)_14rem_auto] sm:gap-4 sm:p-4",
          departure.closed && "opacity-70",
        )}
      >
        <span className="font-semibold tabular-nums">{time(departure.time)}</span>
        <span className="min-w-0">
          <span className="block font-medium break-words">{departure.service}</span>
          <span className="mt-1 flex flex-wrap gap-1.5">
            {departure.closed ? <Badge tone="danger">{t("departures.closed")}</Badge> : null}
            {full && !departure.closed ? <Badge>{t("departures.full")}</Badge> : null}
            {departure.pending ? (
              <Badge tone="accent">{t("departures.pendingCount", { count: departure.pending })}</Badge>
            ) : null}
            {departure.unscheduled ? <Badge>{t("departures.unscheduled")}</Badge> : null}
          </span>
        </span>
        <span className="col-span-3 row-start-2 sm:col-span-1 sm:row-start-auto">
          <SeatsBar departure={departure} />
        </span>
        <ChevronRight
          className="col-start-3 row-start-1 size-5 text-muted-foreground sm:col-start-auto sm:row-start-auto"
          aria-hidden
        />
        <span className="sr-only">{t("departures.open")}</span>
      </Link>
    </li>
  );
}
