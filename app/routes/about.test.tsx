import { act, cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../components/app-context.tsx";
import { messagesOut } from "../lib/i18n.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { localeMessages, testAppState, testI18n } from "../lib/ui-test.ts";

// The route's server half stays out: the stub's loader answers as it would.
vi.mock("./about.server.ts", () => ({}));
const { default: About } = await import("./about.tsx");
const AboutRoute = About as ComponentType<Record<string, unknown>>;

afterEach(cleanup);

describe("the about page", () => {
  it("shows the figures and the team its loader read, in the page's language", async () => {
    const { meta: _meta, ...words } = localeMessages("de", "about") as Record<string, unknown>;
    const Stub = createRoutesStub([
      {
        path: "/about",
        Component: AboutRoute as ComponentType,
        HydrateFallback: () => null,
        loader: () => ({
          messages: messagesOut(words),
          meta: { title: "", description: "" },
          figures: { services: 6, operators: 4, reviews: 1234, rating: 4.7, travellers: 12 },
          team: [
            {
              id: 1,
              name: "Alexei Volkov",
              role: "Gründer und Chef-Guide",
              bio: "Führt seit 1991 Gäste über die Halbinsel.",
              photoUrl: "/images/team/1.webp",
            },
          ],
        }),
      },
    ]);
    await act(async () => {
      render(
        <I18nProvider i18n={testI18n("de", ["common"])}>
          <AppProvider value={testAppState("de")}>
            <Stub initialEntries={["/about"]} />
          </AppProvider>
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole("heading", { name: "Alexei Volkov" })).toBeTruthy();
    expect(screen.getByText("Gründer und Chef-Guide")).toBeTruthy();
    // Counted figures, written in German digits; nothing the data does not say.
    expect(screen.getByText("1.234")).toBeTruthy();
    expect(screen.getByText("Gästebewertungen")).toBeTruthy();
    expect(screen.queryByText(/\d\+/)).toBeNull();
  });
});
