import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ParticipantCounts, PriceBook } from "../../../core/participants.ts";
import { partySummary } from "../../../core/party.ts";
import type { Language } from "../../../core/preferences.ts";
import type { AvailabilityDay } from "../../../core/slots.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { GuestStepper } from "./guest-stepper.tsx";
import { PriceSummary } from "./price-summary.tsx";

// The booking dialog's party: a stepper per participant type with its age hint, the seats stopping
// at the slot's seats left (an infant on a lap takes none), and the price lines of the chosen date.

/** The river float as seeded: adults 12+, children 3–11 at half price, infants 0–2 free on a lap. */
const float: PriceBook & { adultRequired: boolean } = {
  types: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
  ],
  periods: [
    {
      name: "Summer high season",
      startsOn: "2030-07-01",
      endsOn: "2030-08-31",
      prices: { adult: 216_000, child: 108_000 },
    },
  ],
  fees: [
    {
      kind: "fee",
      names: { en: "Nature park entry", ru: "Вход в природный парк", de: "Naturpark-Eintritt" },
      basis: "person",
      amountKind: "fixed",
      amount: 1_500,
      included: false,
    },
  ],
  deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
  adultRequired: true,
};

const day = (date: string, booked: number): AvailabilityDay => ({
  date,
  timeSlots: [{ id: "08:00", time: "08:00", period: "morning", available: true, capacity: 6, booked }],
  totalCapacity: 6,
  booked,
});

function Party({ date, booked }: { date: string; booked: number }) {
  const [counts, setCounts] = useState<ParticipantCounts>({ adult: 2 });
  // One promise for the page's life, as the loader gives it.
  const [availability] = useState(() => Promise.resolve([day(date, booked)]));
  const summary = partySummary({
    book: float,
    counts,
    date,
    slot: "08:00",
    originalPriceCents: null,
    durationDays: 1,
    now: new Date("2030-01-01T00:00:00Z"),
  });
  return (
    <Suspense fallback={null}>
      <GuestStepper
        availability={availability}
        groupMax={6}
        date={date}
        slot="08:00"
        types={float.types}
        adultRequired={float.adultRequired}
        counts={counts}
        onCounts={setCounts}
      />
      <PriceSummary summary={summary} date={date} />
    </Suspense>
  );
}

async function renderParty(lang: Language, date: string, booked = 0) {
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common"])}>
        <AppProvider value={testAppState(lang)}>
          <Party date={date} booked={booked} />
        </AppProvider>
      </I18nProvider>,
    );
  });
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};

afterEach(cleanup);

describe("the booking dialog's party", () => {
  it("has a stepper per type with its age hint; adults stop at 1, the others at 0", async () => {
    await renderParty("en", "2030-03-10");
    expect(await screen.findByRole("group", { name: "Adults, 12+" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Children, 3–11" })).toBeTruthy();
    const infants = screen.getByRole("group", { name: "Infants, 0–2, on a lap" });
    expect(within(infants).getByRole("status").textContent).toBe("0");
    expect((screen.getByRole("button", { name: "One child fewer" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await click("One adult fewer");
    expect(screen.getByTestId("party-adult").textContent).toBe("1");
    expect((screen.getByRole("button", { name: "One adult fewer" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("prices each type, the fee per paying person and the deposit; in season, the season's prices", async () => {
    await renderParty("en", "2030-07-10");
    await click("One child more");
    await click("One infant more");
    expect(screen.getByTestId("price-adult").textContent).toBe("2 adults × $2,160$4,320");
    expect(screen.getByTestId("price-child").textContent).toBe("1 child × $1,080$1,080");
    expect(screen.getByTestId("price-infant").textContent).toBe("1 infantFree");
    expect(screen.getByTestId("price-fee").textContent).toBe("Nature park entry 3 × $15$45");
    expect(screen.getByTestId("booking-total").textContent).toBe("$5,445");
    // 30 % of $5,445, the rest 30 days before the start.
    expect(screen.getByTestId("booking-deposit").textContent).toBe(
      "Due now: $1,633.50 (30% deposit), the rest by Jun 10, 2030",
    );
  });

  it("stops the seats at the slot's seats left and says why; an infant still fits on a lap", async () => {
    await renderParty("en", "2030-03-10", 3);
    await click("One child more");
    expect((screen.getByRole("button", { name: "One adult more" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "One child more" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Only 3 seats left on this date")).toBeTruthy();
    await click("One infant more");
    expect(screen.getByTestId("party-infant").textContent).toBe("1");
  });

  it("words the types and their ages in Russian and German", async () => {
    await renderParty("ru", "2030-03-10");
    // The language's messages load on demand, as in the browser.
    expect(await screen.findByRole("group", { name: "Взрослые, от 12 лет" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Младенцы, от 0 до 2 лет, на руках" })).toBeTruthy();
    expect(screen.getByTestId("price-adult").textContent).toMatch(/^2 взрослых × /);
    cleanup();
    await renderParty("de", "2030-03-10");
    expect(await screen.findByRole("group", { name: "Kinder, 3–11 Jahre" })).toBeTruthy();
    await click("Ein Kind mehr");
    expect(screen.getByTestId("price-child").textContent).toMatch(/^1 Kind × /);
  });
});
