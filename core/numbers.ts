import type { FormatterModule } from "i18next";

// Every number a reader sees is written in the reader's language: "4.9" in English, "4,9" in German
// and Russian, "1,234" / "1.234" / "1 234". Intl.NumberFormat does it; this file keeps one formatter
// per locale and options (they are costly to make and cheap to use). Money (money.ts) uses the same
// cache. Hand formatting (`toFixed`) is refused by the lint rule in eslint.config.js.

const formatters = new Map<string, Intl.NumberFormat>();

/** The one Intl.NumberFormat for a locale and options, made on first use. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** A count or any plain number in the locale's digits and separators ("1,234", "1.234", "1 234"). */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/**
 * An exact decimal given as a string ("0.00150000", an amount in a coin), in the locale's digits
 * and separators with every decimal kept: Intl formats the string itself, so no binary fraction
 * rounds it on the way ("0,00150000" in German).
 */
export function formatDecimal(value: string, locale: string): string {
  const decimals = value.split(".")[1]?.length ?? 0;
  const format = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return format.format(value as Intl.StringNumericLiteral);
}

/** A rating out of 5, always with one decimal: "4.9" in English, "4,9" in German and Russian. */
export function formatRating(rating: number, locale: string): string {
  return formatNumber(rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A share as a percentage, `share` from 0 to 1: "10%" in English, "10 %" in German and Russian. */
export function formatPercent(share: number, locale: string): string {
  return formatNumber(share, locale, { style: "percent", maximumFractionDigits: 0 });
}

/** Placeholders that hold a number but name something, not an amount: written as they are. */
const labels = new Set(["year", "reference", "phone", "id", "code"]);

/**
 * A number put into a message ({{count}}, {{max}}, {{guests}}…) in the message's language; text and
 * labels such as a year pass through as given.
 */
function interpolateNumber(value: unknown, lng: string | undefined, key: string | undefined): unknown {
  if (typeof value !== "number" || !Number.isFinite(value) || !lng) return value;
  if (key && labels.has(key)) return value;
  return formatNumber(value, lng);
}

/**
 * i18next's formatter, for every i18next instance (`instance.use(numbersInMessages)`, with
 * `interpolation.alwaysFormat`): each placeholder goes through interpolateNumber, so no message has
 * to remember to format its numbers. Messages name no format of their own ({{x, number}}): none is
 * kept.
 */
export const numbersInMessages: FormatterModule = {
  type: "formatter",
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, lng, options) =>
    interpolateNumber(value, lng, options?.interpolationkey as string | undefined) as string,
};
