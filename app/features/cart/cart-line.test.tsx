import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../core/preferences.ts";
import type { CartLine as Line } from "../../../core/views.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { CartLine } from "./cart-line.tsx";

// A cart line says who comes ("2 adults, 1 child, 1 infant") in the reader's plurals, and changes
// the party by type: the seats stop at what the departure has left, an infant on a lap takes none.

const family: Line = {
  id: "line-1",
  serviceId: 2,
  title: "Zhupanova River Float",
  supplier: "Kamchatka Rivers",
  image: [],
  dates: { startDate: "2030-03-10", endDate: "2030-03-12" },
  selectedTime: "08:00",
  baseCents: 450_000,
  feesCents: 4_500,
  taxesCents: 0,
  price: 1_800,
  priceCents: 180_000,
  totalPrice: 4_545,
  location: "Milkovo",
  duration: "3 days",
  durationDays: 3,
  groupSize: "1-6",
  addedAt: "2030-01-01T00:00:00.000Z",
  problem: null,
  fits: true,
  guests: 3,
  participants: { adult: 2, child: 1, infant: 1 },
  prices: { adult: 180_000, child: 90_000, infant: 0 },
  types: [
    { code: "adult", minAge: 12, maxAge: null, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, takesSeat: false },
  ],
  adultRequired: true,
  totalCents: 454_500,
  seatsLeft: 3,
};

async function renderLine(lang: Language, item: Line) {
  const onChange = vi.fn();
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common"])}>
        <AppProvider value={testAppState(lang)}>
          <Suspense fallback={null}>
            <ul>
              <CartLine item={item} busy={false} onChange={onChange} />
            </ul>
          </Suspense>
        </AppProvider>
      </I18nProvider>,
    );
  });
  return onChange;
}

afterEach(cleanup);

describe("a cart line's party", () => {
  it("says who comes and posts the party by type; the seats stop at the departure's seats left", async () => {
    const onChange = await renderLine("en", family);
    expect((await screen.findByTestId("cart-party")).textContent).toBe("2 adults, 1 child, 1 infant");
    const more = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
    expect(more("One adult more for Zhupanova River Float").disabled).toBe(true);
    expect(more("One child more for Zhupanova River Float").disabled).toBe(true);
    fireEvent.click(more("One infant more for Zhupanova River Float"));
    expect(onChange).toHaveBeenCalledWith({
      intent: "update",
      itemId: "line-1",
      participants: { adult: 2, child: 1, infant: 2 },
    });
    fireEvent.click(more("One adult fewer for Zhupanova River Float"));
    expect(onChange).toHaveBeenLastCalledWith({
      intent: "update",
      itemId: "line-1",
      participants: { adult: 1, child: 1, infant: 1 },
    });
  });

  it("offers a smaller party when the departure has filled up: children leave first", async () => {
    const onChange = await renderLine("en", { ...family, seatsLeft: 2, problem: "full", fits: false });
    fireEvent.click(await screen.findByRole("button", { name: "Change to 2 adults, 1 infant" }));
    expect(onChange).toHaveBeenCalledWith({
      intent: "update",
      itemId: "line-1",
      participants: { adult: 2, child: 0, infant: 1 },
    });
  });

  it("uses the reader's plurals", async () => {
    await renderLine("ru", { ...family, participants: { adult: 2, child: 5, infant: 1 } });
    expect((await screen.findByTestId("cart-party")).textContent).toBe("2 взрослых, 5 детей, 1 младенец");
    cleanup();
    await renderLine("de", { ...family, participants: { adult: 1, child: 2 } });
    expect((await screen.findByTestId("cart-party")).textContent).toBe("1 Erwachsener, 2 Kinder");
  });
});
