import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../core/preferences.ts";
import type { HoldProblem } from "../../../core/views.ts";
import { AppProvider } from "../../components/app-context.tsx";
import {
  description,
  failure,
  fill,
  restoreCardTokens,
  stubCardTokens,
  testAppState,
  testI18n,
} from "../../lib/ui-test.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import CheckoutDialog from "./checkout-dialog.tsx";
import { testHeld } from "./test-held.ts";

type Intent = "hold" | "release" | "order";

/**
 * The checkout dialog over a page, in a language, with the checkout resource route's action
 * answering each intent as the test says (the hold succeeds unless told otherwise).
 */
async function renderCheckout(lang: Language, answers: Partial<Record<Intent, () => unknown>>) {
  const sent: { intent: Intent; body: Record<string, unknown> }[] = [];
  const cards = stubCardTokens();
  const openSignIn = vi.fn();
  const state = testAppState(lang, { cartCount: 1, openSignIn });
  const i18n = testI18n(lang, ["common", "errors"]);
  const Page = () => (
    <I18nProvider i18n={i18n}>
      <AppProvider value={state}>
        <Suspense fallback={null}>
          <CheckoutDialog open onOpenChange={() => {}} />
        </Suspense>
      </AppProvider>
    </I18nProvider>
  );
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    {
      path: "/resources/checkout",
      action: async ({ request }: ActionFunctionArgs) => {
        const json = request.headers.get("content-type")?.includes("json");
        const body = json ? await request.json() : Object.fromEntries(await request.formData());
        sent.push({ intent: body.intent, body });
        const answer = answers[body.intent as Intent];
        if (answer) return answer();
        return body.intent === "hold" ? { ok: true, held: testHeld } : { ok: true };
      },
    },
  ]);
  // The booking messages load on demand, as in the browser: the dialog suspends until they come.
  await act(async () => {
    render(<Stub />);
  });
  return { sent, openSignIn, cards };
}

afterEach(() => {
  cleanup();
  restoreCardTokens();
});

describe("the checkout dialog", () => {
  it("sends the card to the provider, not with the order; the provider's problem shows under its field, in Russian", async () => {
    const { sent, cards } = await renderCheckout("ru", {});
    await screen.findByRole("timer");
    fill("Телефон", "+7 495 123-45-67");
    fill("Страна", "Россия");
    fill("Город", "Москва");
    fill("Улица и дом", "Тверская, 1");
    fill("Номер карты", "4242 4242 4242 4241");
    fill("Срок действия (ММ/ГГ)", "12/30");
    fill("CVV", "123");
    fireEvent.click(screen.getByRole("button", { name: /Оплатить/ }));

    const card = screen.getByLabelText("Номер карты");
    await waitFor(() => expect(card.getAttribute("aria-invalid")).toBe("true"));
    expect(description(card)).toBe("Введите корректный номер карты");
    expect(cards).toEqual([{ number: "4242424242424241", expiry: "12/30", cvv: "123" }]);
    expect(sent.find((request) => request.intent === "order")).toBeUndefined();

    // Corrected, the order goes with the provider's token and without the card.
    fill("Номер карты", "4242 4242 4242 4242");
    fireEvent.click(screen.getByRole("button", { name: /Оплатить/ }));
    await waitFor(() => expect(sent.some((request) => request.intent === "order")).toBe(true));
    const order = sent.find((request) => request.intent === "order")!.body;
    expect(order).toMatchObject({
      paymentMethod: "card",
      paymentToken: "tok_test",
      customerInfo: { name: "Mila Petrova", email: "mila@example.com", phone: "+7 495 123-45-67" },
      idempotencyKey: expect.stringMatching(/^checkout-/),
    });
    expect(order).not.toHaveProperty("card");
  });

  it("tells a problem without a field of its own above Pay now, in German", async () => {
    await renderCheckout("de", {
      order: () =>
        failure(409, {
          code: "seatsLeft",
          field: "items.0",
          params: { seats: 1, title: "Avachinsky", date: "2030-07-01", time: "08:00" },
        }),
    });
    await screen.findByRole("timer");
    fill("Telefon", "+49 30 1234567");
    fill("Land", "Deutschland");
    fill("Stadt", "Berlin");
    fill("Straße und Hausnummer", "Friedrichstraße 12");
    fill("Kartennummer", "4242 4242 4242 4242");
    fill("Ablaufdatum (MM/JJ)", "12/30");
    fill("CVV", "123");
    fireEvent.click(screen.getByRole("button", { name: /Jetzt bezahlen/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Für „Avachinsky“ am 2030-07-01 um 08:00 sind nur noch 1 Plätze frei",
    );
  });

  it("groups the card number and puts in the expiry's slash as typed; the provider gets digits and MM/YY, in German", async () => {
    const { cards } = await renderCheckout("de", {});
    await screen.findByRole("timer");
    const number = screen.getByLabelText("Kartennummer") as HTMLInputElement;
    const expiry = screen.getByLabelText("Ablaufdatum (MM/JJ)") as HTMLInputElement;
    expect(expiry.placeholder).toBe("MM/JJ");
    expect(number.inputMode).toBe("numeric");
    fill("Kartennummer", "4242424242424242");
    expect(number.value).toBe("4242 4242 4242 4242");
    fill("Ablaufdatum (MM/JJ)", "1230");
    expect(expiry.value).toBe("12/30");
    fill("Ablaufdatum (MM/JJ)", "12 / 31");
    expect(expiry.value).toBe("12/31");
    fill("CVV", "12a3");
    fill("Telefon", "+49 30 1234567");
    fill("Land", "Deutschland");
    fill("Stadt", "Berlin");
    fill("Straße und Hausnummer", "Friedrichstraße 12");
    fireEvent.click(screen.getByRole("button", { name: /Jetzt bezahlen/ }));
    await waitFor(() => expect(cards).toEqual([{ number: "4242424242424242", expiry: "12/31", cvv: "123" }]));
  });

  it("checks the form in the browser with the server's schemas before sending", async () => {
    const { sent } = await renderCheckout("en", {});
    await screen.findByRole("timer");
    fireEvent.click(screen.getByRole("button", { name: /Pay now/ }));
    const phone = await screen.findByLabelText("Phone");
    await waitFor(() => expect(description(phone)).toBe("Phone is required"));
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(description(screen.getByLabelText("Card number"))).toBe("Card number is required");
    expect(sent.map((request) => request.intent)).toEqual(["hold"]);
  });

  it("names each line that cannot be held", async () => {
    const problems: HoldProblem[] = [
      { itemId: "line-1", title: "Avachinsky Volcano Day Climb", reason: "seats", seatsLeft: 1 },
      { itemId: "line-2", title: "Nalychevo Hot Springs", reason: "past", seatsLeft: 0 },
    ];
    await renderCheckout("en", {
      hold: () =>
        failure(
          409,
          { code: "cannotHoldLines", params: { title: problems[0]!.title, count: 2 } },
          { lines: problems },
        ),
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Avachinsky Volcano Day Climb: only 1 seat is left.")).toBeTruthy();
    expect(within(alert).getByText("Nalychevo Hot Springs: the date has passed.")).toBeTruthy();
  });

  it("asks to log in when the session has ended, in German", async () => {
    const { openSignIn } = await renderCheckout("de", {
      hold: () => failure(401, { code: "loginRequired" }),
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Bitte melden Sie sich an, um fortzufahren",
    );
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(openSignIn).toHaveBeenCalledWith("signin");
  });
});
