import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { FeeLine } from "../../../core/participants.ts";
import type { Held } from "../../../core/views.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { OrderSummary } from "./order-summary.tsx";
import { testHeld } from "./test-held.ts";

// Checkout's summary (decision 042): who comes, the spec's lines with the fee lines named, and
// with a deposit what is due now and the balance later, by the function the charge uses.

const park: FeeLine = {
  kind: "fee",
  names: { en: "Nature park entry", ru: "Вход в природный парк", de: "Naturpark-Eintritt" },
  included: false,
  cents: 4_500,
};

/** The river float for two adults, a child and an infant: $300 + $15 × 3, 30 % now, the rest 30 days before. */
const float: Held = {
  ...testHeld,
  items: [
    {
      ...testHeld.items[0]!,
      serviceId: 2,
      title: "Zhupanova River Float",
      participants: { adult: 2, child: 1, infant: 1 },
      prices: { adult: 12_000, child: 6_000, infant: 0 },
      guests: 3,
      baseCents: 30_000,
      feesCents: 4_500,
      totalCents: 34_500,
    },
  ],
  subtotalCents: 34_500,
  serviceFeeCents: 4_500,
  totalCents: 34_500,
  baseCents: 30_000,
  feeLines: [park],
  dueNowCents: 10_350,
  balanceCents: 24_150,
  // A month before the balance's due time.
  now: "2030-05-01T00:00:00.000Z",
  expiresAt: "2030-05-01T00:15:00.000Z",
  lines: [
    {
      itemId: "line-1",
      fees: [park],
      deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
      paying: 3,
      start: "2030-06-30T20:00:00.000Z",
      discountCents: 0,
      depositCents: 10_350,
      balanceCents: 24_150,
      balanceDueAt: "2030-05-31T20:00:00.000Z",
    },
  ],
};

async function renderSummary(held: Held, pointsCents = 0) {
  const i18n = testI18n("en", ["common", "errors", "booking"]);
  const Page = () => (
    <I18nProvider i18n={i18n}>
      <AppProvider value={testAppState("en")}>
        <Suspense fallback={null}>
          <OrderSummary
            held={held}
            pointsCents={pointsCents}
            placing={false}
            canPay
            onClose={() => {}}
            onSignIn={() => {}}
          />
        </Suspense>
      </AppProvider>
    </I18nProvider>
  );
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  await act(async () => {
    render(<Stub />);
  });
  await screen.findByText("Order summary", undefined, { timeout: 10_000 });
}

afterEach(cleanup);

describe("checkout's order summary", () => {
  it("names who comes, the fee line under the service fee, the deposit due now and the balance later", async () => {
    await renderSummary(float);
    expect(screen.getByTestId("summary-who").textContent).toBe("2 adults, 1 child, 1 infant");
    expect(screen.getByTestId("summary-subtotal").textContent).toBe("$300");
    expect(screen.getByTestId("summary-fees").textContent).toBe("$45");
    expect(screen.getByText("Nature park entry")).toBeTruthy();
    // Zero lines stay, as the spec shows them.
    expect(screen.getByTestId("summary-taxes").textContent).toBe("$0");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$345");
    expect(screen.getByTestId("checkout-due-now").textContent).toBe("$103.50");
    expect(screen.getByTestId("summary-balance-later").textContent).toBe(
      "Balance later: $241.50 by Jun 1, 2030",
    );
    expect(screen.getByRole("button", { name: /Pay now/ }).textContent).toContain("$103.50");
  }, 30_000);

  it("takes points off what is due now, not off the total", async () => {
    await renderSummary(float, 10_000);
    expect(screen.getByTestId("checkout-to-pay").textContent).toBe("$3.50");
  }, 30_000);

  it("without a deposit shows no due-now line: the total is what is paid", async () => {
    await renderSummary(testHeld);
    expect(screen.queryByTestId("checkout-due-now")).toBeNull();
    expect(screen.queryByTestId("summary-balance-later")).toBeNull();
    expect(screen.getByTestId("summary-who").textContent).toBe("2 adults");
    expect(screen.getByTestId("summary-fees").textContent).toBe("$0");
  }, 30_000);
});
