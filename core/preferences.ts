import { isCurrency, type Currency } from "./money.ts";

export const languages = ["en", "ru", "de"] as const;
export type Language = (typeof languages)[number];
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);
export const isTheme = (value: unknown): value is Theme =>
  typeof value === "string" && (themes as readonly string[]).includes(value);

/** Intl locales per language. */
/**
 * The key older versions kept a copy of an account's favourites under in local storage; the server's
 * list is the only one now, and the header removes such keys (docs/decisions/007).
 */
export const favoritesStorageKey = (userId: string) => `favorites:${userId}`;

export const locales: Record<Language, string> = { en: "en-US", ru: "ru-RU", de: "de-DE" };

/** The browser's Accept-Language: the first of ru, de or en it prefers, else en. */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLanguage) ?? "en";
}

export interface Preferences {
  lang: Language;
  currency: Currency;
  theme: Theme;
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    try {
      out[key] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[key] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/** Stored choices (cookies) first; the language falls back to Accept-Language, then en. */
export function preferencesFrom(cookieHeader: string | null, acceptLanguage: string | null): Preferences {
  const cookies = parseCookies(cookieHeader);
  return {
    lang: isLanguage(cookies.lang) ? cookies.lang : languageFromHeader(acceptLanguage),
    currency: isCurrency(cookies.currency) ? cookies.currency : "USD",
    theme: isTheme(cookies.theme) ? cookies.theme : "system",
  };
}

export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
