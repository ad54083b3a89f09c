import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../core/preferences.ts";
import type { AvailabilityDay } from "../../core/slots.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../lib/ui-test.ts";
import { AppProvider } from "./app-context.tsx";
import AvailabilityPicker from "./availability-picker.tsx";
import { ServiceCard, type ServiceCardData } from "./service-card.tsx";

// Issue 27: a card says "from" the lowest price of the day, and the slot list the chosen date's price.

async function show(lang: Language, element: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common"])}>
        <AppProvider value={testAppState(lang)}>
          <Stub initialEntries={["/"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
}

const card: ServiceCardData = {
  id: 2,
  title: "River float",
  supplier: "Bystraya Outfitters",
  location: "Zhupanova",
  durationDays: 5,
  groupMin: 2,
  groupMax: 6,
  priceCents: 180_000,
  originalPriceCents: 200_000,
  fromPriceCents: 90_000,
  rating: 4.8,
  reviews: 5,
  images: [],
  category: "fishing",
  availability: "available",
  featured: false,
  difficulty: "moderate",
  tags: [],
};

const day = (prices: Record<string, number>): AvailabilityDay => ({
  date: "2026-12-12",
  timeSlots: [
    { id: "08:00", time: "08:00", period: "morning", available: true, capacity: 6, booked: 1, prices },
  ],
  totalCapacity: 6,
  booked: 1,
});

const picker = (days: AvailabilityDay[]) => (
  <AvailabilityPicker
    days={days}
    groupMax={6}
    date="2026-12-12"
    slot={undefined}
    onDateChange={() => {}}
    onSlotChange={() => {}}
  />
);

afterEach(cleanup);

describe("prices in lists and on dates", () => {
  it("a card shows the lowest price of the day, without the adult's struck price", async () => {
    await show("en", <ServiceCard service={card} />);
    const article = screen.getByRole("article");
    expect(article.textContent).toContain("from $900 per person");
    expect(article.textContent).not.toContain("$2,000");
    cleanup();
    await show("de", <ServiceCard service={{ ...card, fromPriceCents: 180_000 }} />);
    // The adult's price is the "from": its reduction shows.
    expect(screen.getByRole("article").textContent).toMatch(/2\.000.*ab.*1\.800/);
  });

  it("the slot list shows the chosen date's adult price, or the only price there is", async () => {
    await show("en", picker([day({ adult: 216_000, child: 108_000, infant: 0 })]));
    expect(screen.getByTestId("date-price").textContent).toBe("Adult: $2,160 on this date");
    cleanup();
    await show("ru", picker([day({ adult: 450_000 })]));
    expect(screen.getByTestId("date-price").textContent!.replace(/\s/g, " ")).toBe(
      "4 500 $ за человека в этот день",
    );
    cleanup();
    await show("en", picker([day({})]));
    expect(screen.queryByTestId("date-price")).toBeNull();
  });
});
