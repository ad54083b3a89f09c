import type { TFunction } from "i18next";
import { OPERATOR_TIME_ZONE } from "../../../core/dates.ts";
import { locales, type Language } from "../../../core/preferences.ts";

// Dates and times: a booking's day and "HH:MM" are the peninsula's wall clock, formatted in UTC
// on a UTC date so that no zone moves them; instants (deadlines) are shown in Asia/Kamchatka.
// Both say which time they are.

export function formats(lang: Language, t: TFunction) {
  const locale = locales[lang];
  const day = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const clock = new Intl.DateTimeFormat(locale, {
    hour: lang === "en" ? "numeric" : "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: OPERATOR_TIME_ZONE,
  });
  const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
  const isDay = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcDay(value).getTime());
  const dates = (start: string, end: string) =>
    start === end || !isDay(end) ? day.format(utcDay(start)) : day.formatRange(utcDay(start), utcDay(end));
  const time = (hhmm: string) => t("time.local", { time: clock.format(new Date(`1970-01-01T${hhmm}:00Z`)) });
  const instant = (iso: string) => t("time.instant", { when: moment.format(new Date(iso)) });
  /** A day, an instant or, when it is neither, the text as given. */
  const when = (value: string) =>
    isDay(value) ? dates(value, value) : Number.isNaN(Date.parse(value)) ? value : instant(value);
  return { dates, time, instant, when };
}
