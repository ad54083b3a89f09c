import { useMemo } from "react";
import { locales } from "../../../../core/preferences.ts";
import { useApp } from "../../../components/app-context.tsx";

/** The weekdays in the order the calendar shows them: Monday first. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

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
      month: (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`)),
    };
  }, [lang]);
}
