import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../core/preferences.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { BookBar, PricePanel } from "./service-sections.tsx";

// The booking panel says how soon a booking is confirmed (docs/decisions/033): at once, the
// operator's typical answer time, or their stated hours, in the reader's words and plurals.

const service = {
  supplier: "Avacha Volcano Guides",
  location: "Avacha",
  durationDays: 1,
  groupMin: 1,
  groupMax: 8,
  rating: 4.9,
  reviews: 2,
  difficulty: "moderate" as const,
  availability: "available" as const,
  description: "Ice.",
  highlights: [],
  priceCents: 12_000,
  originalPriceCents: null,
  bookingCutoffHours: 2,
  instantConfirmation: false,
  typicalAnswerMinutes: null as number | null,
  supplierResponseTime: 24,
};

async function panel(lang: Language, overrides: Partial<typeof service>) {
  const Stub = createRoutesStub([
    {
      path: "/service/1",
      Component: () => (
        <PricePanel
          service={{ ...service, ...overrides }}
          availability={Promise.resolve([])}
          bookable
          onBook={() => {}}
        />
      ),
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common"])}>
        <AppProvider value={testAppState(lang)}>
          <Stub initialEntries={["/service/1"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
}

afterEach(cleanup);

describe("the booking panel's answer time", () => {
  it("gives the operator's typical answer, in minutes under an hour and hours above", async () => {
    await panel("en", { typicalAnswerMinutes: 45 });
    expect(screen.getByText("The operator usually answers in about 45 minutes")).toBeTruthy();
    cleanup();
    await panel("en", { typicalAnswerMinutes: 60 });
    expect(screen.getByText("The operator usually answers in about 1 hour")).toBeTruthy();
  });

  it("falls back to the stated hours, and says when no answer is needed", async () => {
    await panel("en", {});
    expect(screen.getByText("The operator answers within 24 hours")).toBeTruthy();
    cleanup();
    await panel("en", { instantConfirmation: true });
    expect(screen.getByText("Confirmed as soon as you pay")).toBeTruthy();
  });

  it("uses the reader's plurals", async () => {
    await panel("ru", { typicalAnswerMinutes: 5 * 60 });
    expect(screen.getByText("Организатор обычно отвечает примерно за 5 часов")).toBeTruthy();
    cleanup();
    await panel("ru", { typicalAnswerMinutes: 2 * 60 });
    expect(screen.getByText("Организатор обычно отвечает примерно за 2 часа")).toBeTruthy();
    cleanup();
    await panel("ru", { supplierResponseTime: 21 });
    expect(screen.getByText("Организатор отвечает в течение 21 часа")).toBeTruthy();
    cleanup();
    await panel("de", { typicalAnswerMinutes: 1 });
    expect(screen.getByText("Der Veranstalter antwortet meist in etwa 1 Minute")).toBeTruthy();
  });
});

describe("the phone's Book bar", () => {
  it("shows the price as the panel words it, in the reader's language, and books with the page's handler", async () => {
    const onBook = vi.fn();
    const Stub = createRoutesStub([
      { path: "/service/1", Component: () => <BookBar service={service} onBook={onBook} /> },
    ]);
    await act(async () => {
      render(
        <I18nProvider i18n={testI18n("de", ["common"])}>
          <AppProvider value={testAppState("de")}>
            <Stub initialEntries={["/service/1"]} />
          </AppProvider>
        </I18nProvider>,
      );
    });
    const bar = document.getElementById("book-bar")!;
    expect(bar.className).toContain("md:hidden");
    expect(bar.textContent).toContain("Ab");
    expect(bar.textContent).toContain("pro Person");
    fireEvent.click(screen.getByRole("button", { name: "Jetzt buchen" }));
    expect(onBook).toHaveBeenCalledOnce();
  });
});
