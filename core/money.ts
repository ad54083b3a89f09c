import { numberFormat } from "./numbers.ts";

export const currencies = ["USD", "EUR", "RUB"] as const;
export type Currency = (typeof currencies)[number];

export const currencySymbols: Record<Currency, string> = { USD: "$", EUR: "€", RUB: "₽" };

/** Rates per 1 USD, used when neither the rate service nor the cache can answer. */
export const defaultRates: Record<Currency, number> = { USD: 1, EUR: 0.92, RUB: 91.5 };

export type Rates = Record<Currency, number>;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

/** Converts an amount in USD cents to minor units of the target currency, rounded to whole units. */
export function convertCents(usdCents: number, currency: Currency, rates: Rates = defaultRates): number {
  return Math.round(usdCents * rates[currency]);
}

function formatter(locale: string, currency: Currency, whole: boolean): Intl.NumberFormat {
  return numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** The one function every displayed price goes through. */
export function formatMoney(
  usdCents: number,
  currency: Currency,
  locale = "en",
  rates: Rates = defaultRates,
): string {
  const amount = convertCents(usdCents, currency, rates) / 100;
  return formatter(locale, currency, Number.isInteger(amount)).format(amount);
}

/**
 * An order's charge: USD cents at the order's rate snapshot, in the minor units of its currency
 * (kopecks, euro cents), rounded to the nearest unit. The same function prices the hold's quote and
 * the charge, so they agree to the unit.
 */
export function chargeMinor(usdCents: number, rate: number): number {
  return Math.round(usdCents * rate);
}

/** An amount already in a currency's minor units (what was charged), formatted as it was charged. */
export function formatMinor(minor: number, currency: Currency, locale = "en"): string {
  const amount = minor / 100;
  return formatter(locale, currency, Number.isInteger(amount)).format(amount);
}
