import { act, cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BookingParticipantsView } from "../../../core/participant-details.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { messagesOut } from "../../lib/i18n.ts";
import { localeMessages, testAppState, testI18n } from "../../lib/ui-test.ts";
import { ParticipantsPanel } from "./participants-panel.tsx";

afterEach(cleanup);

const person = {
  name: null,
  birthDate: null,
  licenceNumber: null,
  licenceExpiry: null,
  waiver: null,
};

const view: BookingParticipantsView = {
  bookingId: "b1",
  editable: true,
  minAge: null,
  licenceFromAge: 16,
  waiver: { version: 2, lang: "en", text: "I take part at my own risk." },
  participants: [
    {
      ...person,
      position: 0,
      type: "adult",
      ageRange: "12+",
      licenceAsked: true,
      name: "Anna Petrova",
      birthDate: "1988-05-01",
      licenceNumber: "KAM-1",
      licenceExpiry: "2030-01-01",
      needsLicence: true,
      waiver: { version: 2, lang: "en", acceptedAt: "2026-11-20T10:00:00Z", acceptedBy: "Anna Petrova" },
      missing: [],
      link: "http://localhost:3000/participant/aaa.bbb",
    },
    {
      ...person,
      position: 1,
      type: "adult",
      ageRange: "12+",
      licenceAsked: true,
      needsLicence: true,
      missing: ["details", "licence", "waiver"],
      link: "http://localhost:3000/participant/ccc.ddd",
    },
    {
      ...person,
      position: 2,
      type: "child",
      ageRange: "3–11",
      licenceAsked: false,
      needsLicence: false,
      missing: ["details", "waiver"],
      link: "http://localhost:3000/participant/eee.fff",
    },
  ],
  readiness: { ready: false, missing: ["details", "licence", "waiver"] },
};

describe("the participants' panel", () => {
  it("shows each participant's form, their readiness, the waiver and their co-traveller's link", async () => {
    const Stub = createRoutesStub([
      {
        path: "/dashboard/bookings/b1",
        Component: () => (
          <ParticipantsPanel messages={messagesOut(localeMessages("en", "participants"))} view={view} />
        ),
        HydrateFallback: () => null,
      },
    ]);
    await act(async () => {
      render(
        <I18nProvider i18n={testI18n("en", ["common", "errors"])}>
          <AppProvider value={testAppState("en")}>
            <Stub initialEntries={["/dashboard/bookings/b1"]} />
          </AppProvider>
        </I18nProvider>,
      );
    });
    expect(await screen.findByTestId("participants-readiness")).toHaveProperty(
      "textContent",
      "Missing: details, licence, waiver",
    );
    expect(screen.getByText("I take part at my own risk.")).toBeTruthy();
    const first = within(screen.getByTestId("participant-0"));
    expect(first.getByRole("heading", { name: /Adult 1/ })).toBeTruthy();
    expect(first.getByText("Ready")).toBeTruthy();
    expect(first.getByText(/Accepted by Anna Petrova/)).toBeTruthy();
    expect(first.queryByRole("checkbox")).toBeNull();
    const second = within(screen.getByTestId("participant-1"));
    expect(second.getByText("Missing: details, licence, waiver")).toBeTruthy();
    expect(second.getByText("Needed for hunting and fishing from 16")).toBeTruthy();
    expect(second.getByRole("checkbox", { name: /I accept the waiver/ })).toBeTruthy();
    expect(second.getByLabelText(/Link for a co-traveller/)).toHaveProperty(
      "value",
      "http://localhost:3000/participant/ccc.ddd",
    );
    expect(second.getByRole("button", { name: "Copy link for a co-traveller" })).toBeTruthy();
    const child = within(screen.getByTestId("participant-2"));
    expect(child.getByRole("heading", { name: /Child/ })).toBeTruthy();
    expect(child.queryByLabelText("Licence number")).toBeNull();
  });
});
