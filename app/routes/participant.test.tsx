import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formFields, formInput } from "../../core/form-input.ts";
import { participantForm, type LinkedParticipantView } from "../../core/participant-details.ts";
import { AppProvider } from "../components/app-context.tsx";
import { AnswerHost } from "../lib/answer-host.tsx";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { messagesOut } from "../lib/i18n.ts";
import { description, failure, fill, localeMessages, testAppState, testI18n } from "../lib/ui-test.ts";

// The route's server half stays out: the stub's loader and action answer as they would.
vi.mock("./participant.server.ts", () => ({}));
const { default: ParticipantPage } = await import("./participant.tsx");
const Page = ParticipantPage as ComponentType<Record<string, unknown>>;

afterEach(cleanup);

const linked: LinkedParticipantView = {
  service: "Bystraya River Float",
  date: "2027-07-10",
  endDate: "2027-07-10",
  time: "08:00",
  minAge: null,
  licenceFromAge: 16,
  waiver: { version: 1, lang: "de", text: "Ich nehme auf eigene Gefahr teil." },
  participant: {
    position: 1,
    type: "adult",
    ageRange: "12+",
    licenceAsked: true,
    name: null,
    birthDate: null,
    licenceNumber: null,
    licenceExpiry: null,
    needsLicence: true,
    waiver: null,
    missing: ["details", "licence", "waiver"],
  },
};

async function renderPage(answer: () => unknown) {
  const sent: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/participant/:token",
      // The root's AnswerHost handles the form's answers; the stub stands in for the root.
      Component: ((props: Record<string, unknown>) => (
        <>
          <Page {...props} />
          <AnswerHost />
        </>
      )) as ComponentType,
      HydrateFallback: () => null,
      loader: () => ({
        messages: messagesOut(localeMessages("de", "participants")),
        title: "",
        linked,
      }),
      action: async ({ request }: ActionFunctionArgs) => {
        sent.push(formInput(formFields(await request.formData()), participantForm));
        return answer();
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n("de", ["common", "errors"])}>
        <AppProvider value={testAppState("de", { user: null })}>
          <Stub initialEntries={["/participant/abc.def"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return sent;
}

describe("the co-traveller's page", () => {
  it("shows the trip, the waiver and their own form, and a refused birth date under its field", async () => {
    const sent = await renderPage(() =>
      failure(400, { code: "ageOutOfRange", field: "birthDate", params: { range: "12+" } }),
    );
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "Ihre Angaben für Bystraya River Float",
    );
    expect(screen.getByText("Ich nehme auf eigene Gefahr teil.")).toBeTruthy();
    expect(screen.getByText("Für Jagd und Angeln ab 16 Jahren nötig")).toBeTruthy();
    fill("Vollständiger Name", "Ivan Petrov");
    fill("Geburtsdatum", "2020-01-01");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Speichern" }));

    const birth = screen.getByLabelText("Geburtsdatum");
    await waitFor(() => expect(birth.getAttribute("aria-invalid")).toBe("true"));
    expect(description(birth)).toBe("Dieses Geburtsdatum passt nicht zur Art der Teilnahme (12+)");
    expect(sent).toEqual([{ name: "Ivan Petrov", birthDate: "2020-01-01", acceptWaiver: true }]);
  });
});
