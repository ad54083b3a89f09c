import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ReviewPage, ReviewView } from "../../../core/views.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { ServiceReviews } from "./service-reviews.tsx";

afterEach(cleanup);

const review = (n: number): ReviewView => ({
  id: `r-${n}`,
  author: n === 3 ? null : `Traveller ${n}.`,
  rating: 5 - (n % 2),
  comment: n === 2 ? null : `Review number ${n}`,
  date: `2026-10-${String(30 - n).padStart(2, "0")}T08:00:00.000Z`,
});

async function show(url: string, reviews: ReviewPage, page: number, lang: "en" | "de" = "en") {
  const Stub = createRoutesStub([
    {
      path: "/service/:serviceId",
      Component: () => <ServiceReviews rating={4.65} reviews={reviews} page={page} />,
      HydrateFallback: () => null,
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common"])}>
        <AppProvider value={testAppState(lang)}>
          <Stub initialEntries={[url]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
}

describe("the service page's reviews", () => {
  it("shows the count it is given, one page, and plain links to the newer and older pages", async () => {
    const items = Array.from({ length: 10 }, (_, i) => review(i + 11));
    await show("/service/2?reviews=2&tab=itinerary", { items, total: 23 }, 2);
    expect(screen.getByText("4.7 out of 5 from 23 reviews")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    const newer = screen.getByRole("link", { name: "Newer reviews" });
    const older = screen.getByRole("link", { name: "Older reviews" });
    // Page 1 has no number in its address; the tab stays as it was.
    expect(newer.getAttribute("href")).toBe("/service/2?tab=itinerary#reviews");
    expect(older.getAttribute("href")).toBe("/service/2?reviews=3&tab=itinerary#reviews");
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });

  it("names a deleted reviewer in the page's language and writes numbers in it", async () => {
    await show("/service/2", { items: [review(1), review(2), review(3)], total: 3 }, 1, "de");
    expect(screen.getByText("4,7 von 5 bei 3 Bewertungen")).toBeTruthy();
    expect(screen.getByText("Ehemaliger Reisender")).toBeTruthy();
    // One page only: no page links.
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("past the last page says so and links to the newest; with none, says they will come", async () => {
    await show("/service/2?reviews=9", { items: [], total: 4 }, 9);
    expect(screen.getByText(/There are no more reviews on this page\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the newest reviews" }).getAttribute("href")).toBe(
      "/service/2#reviews",
    );
    cleanup();
    await show("/service/2", { items: [], total: 0 }, 1);
    expect(screen.getByText(/Written reviews appear here/)).toBeTruthy();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });
});
