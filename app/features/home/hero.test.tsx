import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteFigures } from "../../../core/figures.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { Hero } from "./hero.tsx";

afterEach(cleanup);

async function show(figures: SiteFigures) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <Hero figures={figures} /> }]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n("de", ["common", "home"])}>
        <AppProvider value={testAppState("de")}>
          <Stub initialEntries={["/"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
}

describe("the hero", () => {
  it("says the counted figures in the reader's digits, and the rating with the reviews behind it", async () => {
    await show({ services: 6, operators: 4, reviews: 1031, rating: 4.66, travellers: 12 });
    expect(screen.getByText("4,7/5")).toBeTruthy();
    expect(screen.getByText("Durchschnitt aus 1.031 Gästebewertungen")).toBeTruthy();
    expect(screen.getByText("6")).toBeTruthy();
    expect(screen.getByText("1.031")).toBeTruthy();
    expect(screen.queryByText(/\d\+/)).toBeNull();
  });

  it("claims no rating while there are no reviews", async () => {
    await show({ services: 6, operators: 4, reviews: 0, rating: 0, travellers: 0 });
    expect(screen.queryByText(/\/5$/)).toBeNull();
  });
});
