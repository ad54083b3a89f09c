// Helpers for the route-level UI tests (*.test.tsx): never imported by the app itself.
import { fireEvent, screen } from "@testing-library/react";
import { data } from "react-router";
import { vi } from "vitest";
import type { Problem } from "../../core/errors.ts";
import { defaultRates } from "../../core/money.ts";
import type { Language } from "../../core/preferences.ts";
import type { AppState } from "../components/app-context.tsx";
import type { ActionFailure } from "./action-result.ts";
import { createI18n } from "./i18n.ts";

const locales = import.meta.glob<Record<string, unknown>>(
  ["../locales/*/*.json", "../../core/locales/*/errors.json"],
  { eager: true, import: "default" },
);

/** A namespace's real messages in a language, as the server would send them. */
export const localeMessages = (lang: Language, namespace: string) =>
  Object.entries(locales).find(([path]) => path.endsWith(`/${lang}/${namespace}.json`))![1];

/** The answer `act` gives for an AppError: its problem, its status (and details). */
export const failure = (status: number, error: Problem, details?: Record<string, unknown>) =>
  data<ActionFailure>({ ok: false, error, problems: [error], ...(details ? { details } : {}) }, { status });

export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** What a screen reader says after a field's name: its error, through aria-describedby. */
export const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();

export const testUser = { id: "u1", name: "Mila Petrova", email: "mila@example.com" };

/** The app's state as the root gives it: signed in as `testUser`, in a language; callbacks are spies. */
export const testAppState = (lang: Language, overrides: Partial<AppState> = {}): AppState => ({
  user: testUser,
  cartCount: 0,
  favoriteIds: [],
  areas: { operator: false, admin: false },
  unreadNotifications: 0,
  lang,
  currency: "USD",
  theme: "light",
  rates: defaultRates,
  googleEnabled: false,
  openSignIn: vi.fn(),
  signInOpen: false,
  openCart: vi.fn(),
  openCheckout: vi.fn(),
  setPreference: vi.fn(),
  ...overrides,
});

/** An i18n instance with real namespaces, as the server would send them for a page. */
export const testI18n = (lang: Language, namespaces: string[]) =>
  createI18n(lang, Object.fromEntries(namespaces.map((name) => [name, localeMessages(lang, name)])));

let restoreFetch: (() => void) | undefined;

/**
 * The payment provider's tokenisation endpoint as the browser sees it (the provider is outside the
 * component under test, as the route's action is): a Luhn-valid number gets a token, another the
 * provider's 400 for the number. Answers the cards it was given, for the test to check; every
 * other request goes through. `restoreCardTokens()` after the test.
 */
export function stubCardTokens() {
  const cards: unknown[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (url, init) => {
    if (!String(url).includes("/api/payments/sandbox/tokens")) return original(url, init);
    const card = JSON.parse(String(init?.body)) as { number: string };
    cards.push(card);
    const digits = card.number.replace(/\s+/g, "");
    const luhn = [...digits].reverse().reduce((sum, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1);
      return sum + (n > 9 ? n - 9 : n);
    }, 0);
    const body =
      luhn % 10 === 0
        ? { success: true, data: { token: "tok_test", brand: "visa", last4: digits.slice(-4) } }
        : { success: false, code: "cardNumberInvalid", field: "number" };
    return new Response(JSON.stringify(body), { status: luhn % 10 === 0 ? 201 : 400 });
  };
  restoreFetch = () => (globalThis.fetch = original);
  return cards;
}

export function restoreCardTokens() {
  restoreFetch?.();
  restoreFetch = undefined;
}
