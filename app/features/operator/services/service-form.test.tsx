import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formFields, formInput } from "../../../../core/form-input.ts";
import { emptyServiceText, serviceEditForm, type OperatorService } from "../../../../core/service-editor.ts";
import { AppProvider } from "../../../components/app-context.tsx";
import { AnswerHost } from "../../../lib/answer-host.tsx";
import { I18nProvider } from "../../../lib/i18n-react.tsx";
import { description, testAppState, testI18n } from "../../../lib/ui-test.ts";
import { ServiceForm } from "./service-form.tsx";

// The service editor's form posts every field by name, the languages in hidden tabs included; the
// action reads them with serviceEditForm. The stub action records what it read.

const service: OperatorService = {
  id: 3,
  status: "active",
  instantConfirmation: false,
  category: "tours",
  difficulty: "moderate",
  priceCents: 12000,
  originalPriceCents: null,
  durationDays: 1,
  groupMin: 1,
  groupMax: 8,
  bookingCutoffHours: 6,
  meetingPoint: "Hotel Avacha, main entrance",
  meetingLat: 53.0467,
  meetingLon: 158.6496,
  durationHours: 9,
  endTime: null,
  rating: 0,
  reviews: 0,
  content: {
    en: {
      ...emptyServiceText(),
      title: "Glacier walk",
      location: "Avacha",
      description: "Ice.",
      highlights: ["Crampons"],
    },
    ru: { ...emptyServiceText(), title: "Ледник", location: "Авача", description: "Лёд." },
    de: null,
  },
  images: [],
  weeklySlots: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

async function renderForm() {
  const posted: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/operator/services/3",
      Component: () => (
        <>
          <ServiceForm service={service} />
          <AnswerHost />
        </>
      ),
      action: async ({ request }: ActionFunctionArgs) => {
        const { intent, ...fields } = formFields(await request.formData());
        posted.push({ intent, ...formInput(fields, serviceEditForm) });
        return { ok: true, intent };
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n("en", ["common", "serviceEditor", "errors"])}>
        <AppProvider value={testAppState("en")}>
          <Stub initialEntries={["/operator/services/3"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return posted;
}

afterEach(cleanup);

describe("the service editor's form", () => {
  it("posts every language and the price in dollars, read back as the schema's input", async () => {
    const posted = await renderForm();
    fireEvent.change(screen.getByLabelText("Price per person (USD)"), { target: { value: "99.50" } });
    fireEvent.click(screen.getByRole("button", { name: /Save changes/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: "save",
      priceCents: 9950,
      originalPriceCents: null,
      groupMax: 8,
      bookingCutoffHours: 6,
      // The meeting point and a day trip's hours as numbers; a day trip posts no end time.
      meetingPoint: "Hotel Avacha, main entrance",
      meetingLat: 53.0467,
      meetingLon: 158.6496,
      durationHours: 9,
      content: {
        en: { title: "Glacier walk", highlights: ["Crampons"], itinerary: [] },
        // Russian is in a tab not shown, and posted all the same; German, left blank, is null.
        ru: { title: "Ледник", location: "Авача", highlights: [] },
        de: null,
      },
    });
  });

  it("checks the fields with the schema before posting", async () => {
    const posted = await renderForm();
    const group = screen.getByLabelText("Largest group");
    fireEvent.change(group, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: /Save changes/ }));
    await waitFor(() => expect(group.getAttribute("aria-invalid")).toBe("true"));
    expect(description(group)).toMatch(/number/);
    expect(posted).toEqual([]);
  });
});
