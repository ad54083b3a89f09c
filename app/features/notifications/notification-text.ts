import type { TFunction } from "i18next";
import { LIST_SEPARATOR, type NotificationView } from "../../../core/notifications.ts";

// An in-app entry's words, written when it is read, in the reader's language.

const present = (value: unknown): value is string | number =>
  (typeof value === "string" && value.trim() !== "") || typeof value === "number";

/** The entry's facts: each value the text names, or the values that are there, listed. */
function factsLine(
  t: TFunction,
  template: (key: string) => unknown,
  key: string,
  params: Record<string, string | number>,
): string | null {
  const raw = template(key);
  if (typeof raw === "string") {
    const names = [...raw.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
    if (names.every((name) => present(params[name]))) {
      // Only the values the text names (a stray `count` or `lng` must not steer i18next).
      const values = Object.fromEntries(names.map((name) => [name, params[name]]));
      return t(key, values);
    }
  }
  const facts = [params.service, params.date, params.reference, params.amount].filter(present);
  return facts.length > 0 ? facts.join(" · ") : null;
}

/** How many trips an order's entry names before "and 2 more trips". */
const TRIPS_NAMED = 3;

/**
 * An order's trips as one phrase in the reader's way of listing ("A on Dec 3 and B on Dec 5"):
 * every trip up to three, then the first two and how many more. Null for a single trip.
 */
function tripsPhrase(
  t: TFunction,
  lang: string,
  params: Record<string, string | number>,
  formatDate: (value: string) => string,
): string | null {
  if (typeof params.services !== "string") return null;
  const titles = params.services.split(LIST_SEPARATOR).filter((title) => title.trim() !== "");
  if (titles.length < 2) return null;
  const dates = typeof params.dates === "string" ? params.dates.split(LIST_SEPARATOR) : [];
  const trip = (title: string, i: number) => {
    const day = dates[i];
    return day && /^\d{4}-\d{2}-\d{2}$/.test(day)
      ? t("tripOn", { service: title, date: formatDate(day) })
      : title;
  };
  const named = titles.length > TRIPS_NAMED ? titles.slice(0, TRIPS_NAMED - 1) : titles;
  const parts = named.map(trip);
  if (named.length < titles.length) parts.push(t("moreTrips", { count: titles.length - named.length }));
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(parts);
}

/**
 * An entry's words, in the reader's language: a title per kind, and a line with the booking's facts.
 * The line's text is used only when every value it names is there; otherwise the values that are
 * there are listed (a missing value never shows as "{{reference}}"). An operator's request entry
 * whose request was answered says how it ended instead of asking (decision 035).
 */
export function entryText(
  t: TFunction,
  template: (key: string) => unknown,
  item: NotificationView,
  format: { lang: string; date: (value: string) => string; instant: (iso: string) => string },
  known: boolean,
): { title: string; detail: string | null } {
  const base = known ? `kinds.${item.kind}` : "kinds.fallback";
  const params: Record<string, string | number> = { ...item.params };
  if (typeof params.date === "string" && /^\d{4}-\d{2}-\d{2}/.test(params.date)) {
    params.date = format.date(params.date);
  }
  if (item.outcome) {
    const { status, by, at } = item.outcome;
    const facts = factsLine(t, template, "outcome.facts", params);
    const said = t(
      `outcome.${status}.${by && template(`outcome.${status}.detailBy`) ? "detailBy" : "detail"}`,
      {
        by,
        when: format.instant(at),
      },
    );
    return { title: t(`outcome.${status}.title`), detail: facts ? `${facts}. ${said}` : said };
  }
  let key = `${base}.detail`;
  // A balance's due time is an instant, said in the peninsula's time; a lapsed one says whether
  // the deposit was kept.
  if (typeof params.dueAt === "string") params.dueAt = format.instant(params.dueAt);
  if (params.kept === 1) key = `${base}.detailKept`;
  if (item.kind === "requestReminder" && (params.stage === "half" || params.stage === "final")) {
    key = `${base}.${params.stage === "half" ? "detailHalf" : "detailFinal"}`;
  }
  // What a booking not ready lacks, from its codes, listed in the reader's way.
  if (item.kind === "readinessReminder" && typeof params.missing === "string") {
    const gaps = params.missing.split(LIST_SEPARATOR).filter((gap) => gap.trim() !== "");
    params.missing = new Intl.ListFormat(format.lang, { type: "conjunction" }).format(
      gaps.map((gap) => t(`readinessGap.${gap}`)),
    );
  }
  // A booking the platform cancelled: its reason.
  if (item.kind === "bookingCancelled" && present(params.reason)) key = `${base}.detailReason`;
  // An order of several trips names them all, as its mail does.
  if (item.kind === "orderReceived") {
    const trips = tripsPhrase(t, format.lang, params, format.date);
    if (trips) {
      params.trips = trips;
      key = `${base}.detailMany`;
    }
  }
  return { title: t(`${base}.title`), detail: factsLine(t, template, key, params) };
}
