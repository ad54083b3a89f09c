import { memo, useMemo } from "react";
import { DayPicker } from "react-day-picker";
import { de, enUS, ru } from "react-day-picker/locale";
import "react-day-picker/style.css";
import "./calendar.css";
import { EmptyState } from "./empty-state.tsx";
import { dayStatus, seatsLeft, slotColour, type AvailabilityDay, type TimeSlot } from "../../core/slots.ts";
import { headlinePrice } from "../../core/service-pricing.ts";
import { useApp, useFormatters, useMoney } from "./app-context.tsx";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { PeninsulaTime } from "./peninsula-time.tsx";

const dateLocales = { en: enUS, ru, de };

/** Calendar days are the operator's dates; in the picker they are local midnights of the same y-m-d. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

const dayClasses = { free: "pa-day-free", full: "pa-day-full" };

/** The calendar's key: the dot's colour and what it means. */
const legend = [
  { dot: "bg-success", key: "availability.legendFree" },
  { dot: "bg-danger", key: "availability.legendFull" },
];

const colourClass = {
  green: "border-success/40 bg-success/10 text-success",
  yellow: "border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  red: "border-danger/40 bg-danger/10 text-danger",
};

/**
 * The 90 days of availability: a calendar (days with a free seat green, fully booked days red and
 * struck through, the rest disabled) and the chosen day's time slots coloured by how full they are.
 * One slot at a time; picking another day clears the slot.
 */
export default memo(AvailabilityPicker);

function AvailabilityPicker({
  days,
  date,
  slot,
  onDateChange,
  onSlotChange,
  groupMax,
  compact = false,
}: {
  compact?: boolean;
  /** The service's largest group (the card's and the facts' group size): "Up to 6 people". */
  groupMax: number;
  days: AvailabilityDay[];
  date: string | undefined;
  slot: string | undefined;
  onDateChange: (date: string | undefined) => void;
  onSlotChange: (slot: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useApp();
  const formatters = useFormatters();
  const money = useMoney();
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  // One lookup per calendar cell: function matchers instead of lists of dates, which the calendar
  // would compare with every cell on every render.
  const calendar = useMemo(() => {
    const status = new Map(days.map((day) => [day.date, dayStatus(day)]));
    const of = (d: Date) => status.get(toIso(d));
    // The calendar opens where the departures are: late on a month's last day, today's have left
    // and the first bookable (or, sold out, the first full) day is next month.
    const opening =
      days.find((day) => status.get(day.date) === "available") ??
      days.find((day) => status.get(day.date) === "full") ??
      days[0];
    return {
      disabled: (d: Date) => of(d) !== "available",
      modifiers: { free: (d: Date) => of(d) === "available", full: (d: Date) => of(d) === "full" },
      opening: opening ? toDate(opening.date) : undefined,
    };
  }, [days]);
  const first = days[0] ? toDate(days[0].date) : new Date();
  const last = days.length ? toDate(days[days.length - 1]!.date) : first;
  const chosen = date ? byDate.get(date) : undefined;
  // Every slot of a date has the date's prices: the adult's (or the lowest) is the day's price.
  const price = headlinePrice(chosen?.timeSlots[0]?.prices);

  return (
    <div className={compact ? "grid gap-5" : "grid gap-8 md:grid-cols-[auto_1fr]"}>
      <div>
        <DayPicker
          mode="single"
          locale={dateLocales[lang]}
          selected={date ? toDate(date) : undefined}
          onSelect={(picked) => {
            onDateChange(picked ? toIso(picked) : undefined);
            onSlotChange(undefined);
          }}
          defaultMonth={date ? toDate(date) : (calendar.opening ?? first)}
          startMonth={first}
          endMonth={last}
          disabled={calendar.disabled}
          modifiers={calendar.modifiers}
          modifiersClassNames={dayClasses}
          className="pa-calendar"
        />
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {legend.map(({ dot, key }) => (
            <li key={key} className="flex items-center gap-1.5">
              <span className={`size-2.5 rounded-full ${dot}`} aria-hidden />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t("availability.upTo", { count: groupMax })}</p>
        {chosen ? (
          <fieldset className="mt-4">
            <legend className="font-semibold">
              {t("availability.slotsFor", { date: formatters.date(chosen.date) })}
            </legend>
            {price ? (
              <p className="mt-1 text-sm font-semibold" data-testid="date-price">
                {t(`availability.price.${price.kind}`, { price: money(price.cents) })}
              </p>
            ) : null}
            <ul className={cn("mt-3 grid gap-2", !compact && "sm:grid-cols-2")}>
              {chosen.timeSlots.map((s: TimeSlot) => {
                const colour = slotColour(s.booked, s.capacity);
                const selected = slot === s.id;
                return (
                  <li key={s.id}>
                    <button
                      type="button"
                      disabled={!s.available}
                      aria-pressed={selected}
                      onClick={() => onSlotChange(selected ? undefined : s.id)}
                      className={cn(
                        "flex w-full items-center justify-between gap-3 rounded-2xl border px-4 py-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60",
                        colourClass[colour],
                        selected && "ring-2 ring-accent ring-offset-2 ring-offset-background",
                      )}
                    >
                      <span>
                        <span className="block font-semibold text-foreground">{formatters.time(s.time)}</span>
                        <span className="block text-xs text-muted-foreground">
                          {t(`availability.period.${s.period}`)}
                        </span>
                      </span>
                      <span className="text-sm font-semibold">
                        {s.available
                          ? t("availability.seatsLeft", { count: seatsLeft(s) })
                          : t(s.closed ? "availability.closed" : "availability.full")}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <PeninsulaTime className="mt-2" />
          </fieldset>
        ) : (
          <EmptyState size="section" className="mt-4" text={t("availability.pickDate")} />
        )}
      </div>
    </div>
  );
}
