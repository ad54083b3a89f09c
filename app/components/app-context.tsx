import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { formatMinor, formatMoney, type Currency, type Rates } from "../../core/money.ts";
import { locales, type Language, type Theme } from "../../core/preferences.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface AppState {
  user: SessionUser | null;
  cartCount: number;
  favoriteIds: number[];
  /** The back offices the header offers: the operators' console to a team member, admin to an admin. */
  areas: { operator: boolean; admin: boolean };
  /** The bell's number: the user's unread in-app notifications. */
  unreadNotifications: number;
  lang: Language;
  currency: Currency;
  theme: Theme;
  rates: Rates;
  googleEnabled: boolean;
  openSignIn: (tab?: "signin" | "signup") => void;
  /** The cart side sheet and, from it, the checkout dialog (signed in only). */
  openCart: () => void;
  openCheckout: () => void;
  setPreference: (name: "lang" | "currency" | "theme", value: string) => void;
}

const AppContext = createContext<AppState | null>(null);

export function AppProvider({ value, children }: { value: AppState; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppState {
  const state = useContext(AppContext);
  if (!state) throw new Error("useApp outside AppProvider");
  return state;
}

/**
 * The one way the UI shows a price: USD cents in the chosen currency and language (at today's
 * rates, or at a checkout's snapshot when given).
 */
export function useMoney(snapshot?: Rates) {
  const { currency, lang, rates } = useApp();
  const used = snapshot ?? rates;
  return useCallback(
    (usdCents: number) => formatMoney(usdCents, currency, locales[lang], used),
    [currency, lang, used],
  );
}

/** What was charged, as charged: minor units of the currency it was charged in. */
export function useCharged() {
  const { lang } = useApp();
  return useCallback(
    (minor: number, currency: Currency) => formatMinor(minor, currency, locales[lang]),
    [lang],
  );
}

/** Its dollar value: USD cents in US dollars whatever the chosen currency. */
export function useDollars() {
  const { lang } = useApp();
  return useCallback((usdCents: number) => formatMoney(usdCents, "USD", locales[lang]), [lang]);
}

// Intl formatters are costly to make and cheap to use: one per language and kind, made once.
const dateFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function dateFormatsFor(locale: string) {
  let found = dateFormats.get(locale);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
      time: new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
    };
    dateFormats.set(locale, found);
  }
  return found;
}

// Number formats by language and options (the options are written in our code: a handful).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options?: Intl.NumberFormatOptions) {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, found);
  }
  return found;
}

export function useFormatters() {
  const { lang } = useApp();
  return useMemo(() => {
    const locale = locales[lang];
    const formats = dateFormatsFor(locale);
    return {
      date: (value: Date | string) =>
        formats.date.format(typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value),
      /** A slot's "HH:MM" in the language's clock (8:00 AM, 08:00). */
      time: (value: string) => {
        const [h = 0, m = 0] = value.split(":").map(Number);
        return formats.time.format(Date.UTC(2000, 0, 1, h, m));
      },
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        numberFormat(locale, options).format(value),
    };
  }, [lang]);
}

/** The greeting name: the user's name, or the part of the e-mail before the @. */
export function displayName(user: SessionUser): string {
  return user.name.trim() || user.email.split("@")[0] || user.email;
}
