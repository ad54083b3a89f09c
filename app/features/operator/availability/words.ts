import { useMemo } from "react";
import { locales } from "../../../../core/preferences.ts";
import { useApp } from "../../../components/app-context.tsx";

/** The weekdays in the order the calendar shows them: Monday first. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * A month as a calendar's heading: "November 2026", "Ноябрь 2026", "November 2026". The month and
 * year are taken from Intl's parts, since Russian adds " г." after the year; the first letter is a
 * capital, as a heading's month is in every language we speak.
 */
export function monthYearLabel(format: Intl.DateTimeFormat, month: string): string {
  const parts = format.formatToParts(new Date(`${month}-01T00:00:00Z`));
  const name = parts.find((part) => part.type === "month")?.value ?? "";
  const year = parts.find((part) => part.type === "year")?.value ?? "";
  return `${name.charAt(0).toLocaleUpperCase(format.resolvedOptions().locale)}${name.slice(1)} ${year}`;
}

/** Names of weekdays (0 = Sunday) and months in the visitor's language. */
export function useCalendarWords() {
  const { lang } = useApp();
  return useMemo(() => {
    const locale = locales[lang];
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    const monthYear = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
    // 7 January 2024 was a Sunday.
    const sunday = (weekday: number) => Date.UTC(2024, 0, 7 + weekday);
    return {
      weekday: (weekday: number) => weekdayLong.format(sunday(weekday)),
      weekdayShort: (weekday: number) => weekdayShort.format(sunday(weekday)),
      month: (month: string) => monthYearLabel(monthYear, month),
    };
  }, [lang]);
}
