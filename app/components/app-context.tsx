import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { formatClock, formatDate, formatInstantDateTime, type DateValue } from "../../core/date-format.ts";
import { formatMinor, formatMoney, type Currency, type Rates } from "../../core/money.ts";
import { formatNumber, formatPercent, formatRating } from "../../core/numbers.ts";
import { locales, type Language, type Theme } from "../../core/preferences.ts";
import type { SessionUser } from "../../core/views.ts";

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
  /** Whether the sign-in dialog is open (a dialog waiting for the session opens once it has closed). */
  signInOpen: boolean;
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

/**
 * The one way the UI shows dates and numbers in the page's language. Dates come in two kinds, told
 * apart by the value (core/date-format.ts): a calendar day "yyyy-mm-dd" (a slot's date) is shown as
 * it is; an instant (a Date or an ISO timestamp: createdAt, a deadline) in the peninsula's day.
 */
export function useFormatters() {
  const { lang } = useApp();
  return useMemo(() => {
    const locale = locales[lang];
    return {
      /** "Nov 28, 2026": a calendar day as it is, an instant as the peninsula's day. */
      date: (value: DateValue) => formatDate(value, locale),
      /** An instant's day and time by the peninsula's clock ("Nov 28, 2026, 12:30 AM"). */
      dateTime: (value: Date | string) => formatInstantDateTime(value, locale),
      /** A slot's "HH:MM" in the language's clock (8:00 AM, 08:00). */
      time: (value: string) => formatClock(value, locale),
      /** A count or figure in the page's language ("1,234", "1.234"). */
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      /** A rating with one decimal in the page's language ("4.9", "4,9"). */
      rating: (value: number) => formatRating(value, locale),
      /** A share from 0 to 1 as a percentage ("10%", "10 %"). */
      percent: (share: number) => formatPercent(share, locale),
    };
  }, [lang]);
}

/** The greeting name: the user's name, or the part of the e-mail before the @. */
export function displayName(user: SessionUser): string {
  return user.name.trim() || user.email.split("@")[0] || user.email;
}
