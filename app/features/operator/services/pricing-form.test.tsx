import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formFields, formInput } from "../../../../core/form-input.ts";
import type { OperatorPricing } from "../../../../core/pricing-editor.ts";
import { pricingFromForm } from "../../../../core/pricing-form.ts";
import { AppProvider } from "../../../components/app-context.tsx";
import { AnswerHost } from "../../../lib/answer-host.tsx";
import { I18nProvider } from "../../../lib/i18n-react.tsx";
import { description, testAppState, testI18n } from "../../../lib/ui-test.ts";
import { PricingForm } from "./pricing-form.tsx";

// The pricing editor posts its fields by name (prices in dollars, a box only when ticked); the
// action reads them with core/pricing-form.ts. The stub action records what it read.

const pricing: OperatorPricing = {
  serviceId: 2,
  types: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
  ],
  minAge: null,
  adultRequired: true,
  licenceFromAge: 16,
  periods: [{ name: "Summer", startsOn: "2027-07-01", endsOn: "2027-08-31", prices: { adult: 216_000 } }],
  fees: [
    {
      kind: "fee",
      names: { en: "Park entry", ru: "Вход в парк" },
      basis: "person",
      amountKind: "fixed",
      amount: 1_500,
      included: false,
    },
  ],
  deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
  depositKeptOnLapse: true,
  waiver: {
    version: 3,
    en: "I accept the risks.",
    ru: "Я принимаю риски.",
    de: "Ich akzeptiere die Risiken.",
  },
};

async function renderForm() {
  const posted: unknown[] = [];
  const Stub = createRoutesStub([
    {
      path: "/operator/services/2",
      Component: () => (
        <>
          <PricingForm pricing={pricing} />
          <AnswerHost />
        </>
      ),
      action: async ({ request }: ActionFunctionArgs) => {
        const { intent, ...fields } = formFields(await request.formData());
        posted.push({ intent, ...(pricingFromForm(formInput(fields)) as object) });
        return { ok: true, intent };
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n("en", ["common", "pricingEditor", "errors"])}>
        <AppProvider value={testAppState("en")}>
          <Stub initialEntries={["/operator/services/2"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return posted;
}

afterEach(cleanup);

describe("the pricing editor's form", () => {
  it("shows the book and the waiver's version, and posts a new season's prices in cents", async () => {
    const posted = await renderForm();
    expect(screen.getByText("Current version: 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a season" }));
    const row = screen.getByRole("listitem", { name: "Season 2" });
    fireEvent.change(within(row).getByLabelText("Season name"), { target: { value: "Autumn" } });
    fireEvent.change(within(row).getByLabelText("First day"), { target: { value: "2027-09-01" } });
    fireEvent.change(within(row).getByLabelText("Last day"), { target: { value: "2027-09-30" } });
    fireEvent.change(within(row).getByLabelText("Children"), { target: { value: "800.50" } });
    fireEvent.click(screen.getByRole("button", { name: "Save prices" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: "pricing",
      types: [
        { code: "adult", priceCents: 180_000, takesSeat: true },
        { code: "child", priceCents: 90_000, minAge: 3, maxAge: 11 },
        { code: "infant", priceCents: 0, takesSeat: false },
      ],
      licenceFromAge: 16,
      periods: [
        { name: "Summer", prices: { adult: 216_000 } },
        { name: "Autumn", startsOn: "2027-09-01", endsOn: "2027-09-30", prices: { child: 80_050 } },
      ],
      fees: [{ names: { en: "Park entry", ru: "Вход в парк" }, amount: 1_500, included: false }],
      deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
      depositKeptOnLapse: true,
      waiver: { en: "I accept the risks.", ru: "Я принимаю риски.", de: "Ich akzeptiere die Risiken." },
    });
  });

  it("checks the seasons before posting: one sharing days with another is named at its first day", async () => {
    const posted = await renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Add a season" }));
    const row = screen.getByRole("listitem", { name: "Season 2" });
    fireEvent.change(within(row).getByLabelText("Season name"), { target: { value: "Late summer" } });
    fireEvent.change(within(row).getByLabelText("First day"), { target: { value: "2027-08-15" } });
    fireEvent.change(within(row).getByLabelText("Last day"), { target: { value: "2027-09-15" } });
    fireEvent.change(within(row).getByLabelText("Adults"), { target: { value: "2000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save prices" }));
    const first = within(screen.getByRole("listitem", { name: "Late summer" })).getByLabelText("First day");
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(description(first)).toMatch(/overlap/);
    expect(posted).toEqual([]);
  });
});
