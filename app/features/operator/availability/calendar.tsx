import { ChevronLeft, ChevronRight, Lock } from "lucide-react";
import { Link } from "react-router";
import { shiftMonth } from "../../../../core/availability.ts";
import { weekday as weekdayOf } from "../../../../core/dates.ts";
import { useFormatters } from "../../../components/app-context.tsx";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useCalendarWords, weekOrder } from "./words.ts";

export interface CalendarDaySummary {
  date: string;
  capacity: number;
  booked: number;
  closed: boolean;
  past: boolean;
  departures: unknown[];
}

/** The tone of a day: closed, nothing runs, sold out, filling, open. */
function tone(day: CalendarDaySummary) {
  if (day.closed) return "bg-danger/10 text-danger border-danger/30";
  if (day.departures.length === 0) return "bg-muted/40 text-muted-foreground";
  if (day.capacity > 0 && day.booked >= day.capacity) return "bg-accent text-accent-foreground border-accent";
  if (day.booked > 0) return "bg-accent-soft";
  return "bg-card";
}

/**
 * A month of the service, Monday first: per day the seats booked out of the seats on sale, closed
 * days marked. Each day is a link (?day=) that lists its departures below; the months are links too.
 */
export function MonthCalendar({
  month,
  today,
  days,
  selected,
}: {
  month: string;
  today: string;
  days: CalendarDaySummary[];
  selected: string | null;
}) {
  const { t } = useTranslation("availability");
  const { date } = useFormatters();
  const words = useCalendarWords();
  const leading = weekOrder.indexOf(weekdayOf(days[0]!.date) as (typeof weekOrder)[number]);
  return (
    <section aria-labelledby="calendar-title" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="calendar-title" className="font-display text-xl font-semibold">
            {t("calendar.title")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("calendar.legend")}</p>
        </div>
        <div className="flex items-center gap-1">
          <Link
            to={`?month=${shiftMonth(month, -1)}`}
            preventScrollReset
            className={buttonVariants({ variant: "outline", size: "iconSm" })}
            aria-label={t("calendar.previous")}
          >
            <ChevronLeft aria-hidden />
          </Link>
          <p className="min-w-36 text-center font-semibold capitalize" aria-live="polite">
            {words.month(month)}
          </p>
          <Link
            to={`?month=${shiftMonth(month, 1)}`}
            preventScrollReset
            className={buttonVariants({ variant: "outline", size: "iconSm" })}
            aria-label={t("calendar.next")}
          >
            <ChevronRight aria-hidden />
          </Link>
        </div>
      </div>
      <div
        className="mt-4 grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted-foreground sm:gap-2"
        aria-hidden
      >
        {weekOrder.map((weekday) => (
          <span key={weekday} className="capitalize">
            {words.weekdayShort(weekday)}
          </span>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1 sm:gap-2">
        {Array.from({ length: leading }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden />
        ))}
        {days.map((day) => {
          const label = day.closed
            ? t("calendar.dayClosedLabel", { date: date(day.date) })
            : day.departures.length === 0
              ? t("calendar.dayEmptyLabel", { date: date(day.date) })
              : t("calendar.dayLabel", { date: date(day.date), booked: day.booked, capacity: day.capacity });
          const cellClass = cn(
            "flex min-h-14 flex-col items-center justify-between rounded-lg border p-1 text-xs transition-colors sm:min-h-20 sm:items-start sm:p-2 sm:text-sm",
            tone(day),
            day.date === today && "ring-2 ring-ring/60",
            day.date === selected && "outline-2 outline-offset-2 outline-accent",
          );
          const content = (
            <>
              <span className="font-semibold tabular-nums">{Number(day.date.slice(8))}</span>
              {day.closed ? (
                <span className="flex items-center gap-0.5 text-[0.65rem] font-semibold sm:text-xs">
                  <Lock className="size-3" aria-hidden />
                  <span className="hidden sm:inline">{t("calendar.closed")}</span>
                </span>
              ) : day.departures.length > 0 ? (
                <span className="text-[0.65rem] tabular-nums sm:text-xs">
                  {day.booked}/{day.capacity}
                </span>
              ) : (
                <span aria-hidden>–</span>
              )}
            </>
          );
          return (
            <li key={day.date}>
              {day.past ? (
                // A day gone by can no longer get departures or closures: shown, not a link.
                <div className={cn(cellClass, "cursor-default opacity-55")}>
                  <span className="sr-only">{label}</span>
                  <span aria-hidden className="contents">
                    {content}
                  </span>
                </div>
              ) : (
                <Link
                  to={`?month=${month}&day=${day.date}`}
                  preventScrollReset
                  aria-label={day.date === today ? `${label} (${t("calendar.today")})` : label}
                  aria-current={day.date === selected ? "date" : undefined}
                  className={cn(cellClass, "hover:border-accent")}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
