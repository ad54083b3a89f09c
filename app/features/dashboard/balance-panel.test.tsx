import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../../core/preferences.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { AnswerHost } from "../../lib/answer-host.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { messagesOut } from "../../lib/i18n.ts";
import {
  fill,
  localeMessages,
  restoreCardTokens,
  stubCardTokens,
  testAppState,
  testI18n,
  testUser,
} from "../../lib/ui-test.ts";
import { PaymentPanel, type PaymentBooking } from "./balance-panel.tsx";

// The booking page's Payment panel: what is paid and due, in the order's currency, and the form
// that sends the provider's card token (never the card) with the form's own key.

const booking: PaymentBooking = {
  status: "pending",
  totalCents: 363_000,
  discountCents: 0,
  depositCents: 108_900,
  balanceCents: 254_100,
  balanceDueAt: "2027-01-20T20:00:00.000Z",
  balancePaidAt: null,
  order: { currency: "EUR", exchangeRate: 0.92 },
};

async function renderPanel(lang: Language, shown: PaymentBooking) {
  const sent: Record<string, unknown>[] = [];
  const i18n = testI18n(lang, ["common", "dashboard", "errors"]);
  const messages = messagesOut(localeMessages(lang, "bookingPayment"));
  const Stub = createRoutesStub([
    {
      path: "/dashboard/bookings/b1",
      Component: (() => (
        <>
          <PaymentPanel booking={shown} messages={messages} />
          <AnswerHost />
        </>
      )) as ComponentType,
      HydrateFallback: () => null,
      loader: () => ({}),
      action: async ({ request }: ActionFunctionArgs) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return { ok: true, intent: "balance" };
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <AppProvider value={{ ...testAppState(lang), user: testUser }}>
          <Stub initialEntries={["/dashboard/bookings/b1"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return sent;
}

afterEach(() => {
  cleanup();
  restoreCardTokens();
});

describe("the Payment panel", () => {
  it("shows the deposit paid and the balance due in the order's currency, and pays it by card token", async () => {
    const cards = stubCardTokens();
    const sent = await renderPanel("en", booking);
    expect(await screen.findByText("Paid (deposit)")).toBeTruthy();
    // €1,001.88 paid, €2,337.72 left, at the order's rate of 0.92.
    expect(screen.getByTestId("balance-status").textContent).toBe("€2,337.72");
    fill("Card number", "4242 4242 4242 4242");
    fill("Expiry (MM/YY)", "12/30");
    fill("CVV", "123");
    fireEvent.click(screen.getByRole("button", { name: "Pay €2,337.72" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(cards).toEqual([{ number: "4242424242424242", expiry: "12/30", cvv: "123" }]);
    expect(sent[0]).toMatchObject({ intent: "balance", paymentMethod: "card", paymentToken: "tok_test" });
    expect(String(sent[0]!.idempotencyKey)).toMatch(/^balance-[0-9a-f-]{36}$/);
  });

  it("says a paid balance is paid in full, with no form, in Russian", async () => {
    await renderPanel("ru", { ...booking, balanceCents: 0, balancePaidAt: "2026-12-01T02:00:00.000Z" });
    expect((await screen.findByTestId("balance-status")).textContent).toContain("оплачено полностью");
    expect(screen.queryByRole("button", { name: /^Оплатить/ })).toBeNull();
  });

  it("shows nothing for a booking paid in full at checkout", async () => {
    await renderPanel("de", { ...booking, depositCents: 363_000, balanceCents: 0, balanceDueAt: null });
    expect(screen.queryByTestId("payment-panel")).toBeNull();
  });
});
