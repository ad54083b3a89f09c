import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../../core/preferences.ts";
import type { PublicPricing } from "../../../core/service-pricing.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { PricingSection } from "./pricing-section.tsx";
import { pricingView } from "./pricing-view.ts";

// The trip page's prices section (issue 27): who can come at what price today, the minimum age,
// the seasons, the fee lines and the deposit policy, in the reader's words and currency.

const riverFloat: PublicPricing = {
  participantTypes: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
  ],
  minAge: null,
  adultRequired: true,
  seasons: [
    {
      name: "Summer high season",
      startsOn: "2027-07-01",
      endsOn: "2027-08-31",
      prices: { adult: 216_000, child: 108_000 },
    },
  ],
  fees: [
    {
      kind: "fee",
      name: "Nature park entry",
      basis: "person",
      amountKind: "fixed",
      amount: 1_500,
      included: false,
    },
    {
      kind: "tax",
      name: "Regional tourist tax",
      basis: "booking",
      amountKind: "percent",
      amount: 200,
      included: false,
    },
  ],
  deposit: { kind: "percent", value: 30, balanceDueDays: 30, keptOnLapse: true },
};

/** As the page shows it: worded by its loader, laid out by the section in the reader's currency. */
async function show(lang: Language, pricing: PublicPricing, currency: "USD" | "EUR" = "USD") {
  const view = pricingView(testI18n(lang, ["pricing"]).getFixedT(lang, "pricing"), lang, pricing);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common"])}>
        <AppProvider value={testAppState(lang, { currency })}>
          <PricingSection view={view} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return screen.getByRole("region", { name: /./ });
}

const text = (element: HTMLElement) => element.textContent!.replace(/\s+/g, " ");

afterEach(cleanup);

describe("the trip page's prices section", () => {
  it("lists the types with their ages and prices, the seasons, the fees and the deposit", async () => {
    const section = await show("en", riverFloat);
    const all = text(section);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Prices and who can come");
    expect(all).toContain("Adult (12+) $1,800");
    expect(all).toContain("Child (3–11) $900");
    expect(all).toContain("Infant (0–2) free, on a lap");
    expect(all).toContain("All ages welcome");
    expect(all).toContain("Every party needs at least one adult.");
    expect(all).toContain("Summer high season, Jul 1, 2027 – Aug 31, 2027: Adult $2,160 · Child $1,080");
    expect(all).toContain("Nature park entry $15 per person, added at checkout");
    expect(all).toContain("Regional tourist tax 2% of the price, added at checkout");
    expect(all).toContain(
      "30% deposit at booking, the rest 30 days before the start. Unpaid by then, the booking is cancelled and the deposit kept.",
    );
  });

  it("gives the minimum age and says a trip without a deposit is paid at booking", async () => {
    const section = await show("en", {
      ...riverFloat,
      participantTypes: [{ code: "adult", minAge: 18, maxAge: null, priceCents: 450_000, takesSeat: true }],
      minAge: 18,
      seasons: [],
      fees: [],
      deposit: null,
    });
    const all = text(section);
    expect(all).toContain("Minimum age: 18 years");
    expect(all).not.toContain("at least one adult");
    expect(all).not.toContain("Seasons");
    expect(all).toContain("Paid in full at booking.");
  });

  it("speaks the reader's language, with its plurals", async () => {
    const ru = text(await show("ru", { ...riverFloat, minAge: 6 }));
    expect(ru).toContain("Ребёнок (3–11)");
    expect(ru).toContain("Младенец (0–2) бесплатно, на руках");
    expect(ru).toContain("Минимальный возраст: 6 лет");
    expect(ru).toContain("остальное — за 30 дней до начала");
    cleanup();
    const de = text(
      await show("de", {
        ...riverFloat,
        deposit: { kind: "fixed", value: 20_000, balanceDueDays: 1, keptOnLapse: false },
      }),
    );
    expect(de).toContain("Erwachsene (ab 12)");
    expect(de).toContain("der Rest 1 Tag vor Beginn");
    expect(de).toContain("die Anzahlung erstattet");
  });

  it("writes the amounts in the reader's currency", async () => {
    const all = text(await show("en", riverFloat, "EUR"));
    expect(all).toMatch(/Adult \(12\+\) €[\d,]+/);
    expect(all).not.toContain("$");
  });
});
