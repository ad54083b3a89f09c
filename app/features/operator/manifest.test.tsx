import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formFields, formInput } from "../../../core/form-input.ts";
import type { ManifestBooking } from "../../../core/manifest.ts";
import { checkInForm } from "../../../core/operator.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { AnswerHost } from "../../lib/answer-host.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { ManifestEntry } from "./manifest.tsx";

// A booking on the manifest: its participants and what they lack, and the check-in of a party that
// is not ready, which asks for a reason before it posts.

afterEach(cleanup);

const person = (position: number, type: "adult" | "infant", name: string | null, age: number | null) => ({
  position,
  type,
  name,
  age,
  needsLicence: type === "adult",
  licenceNumber: null,
  licenceExpiry: null,
  waiver: null,
  ready: false,
  missing: name ? (["licence", "waiver"] as const) : (["details", "licence", "waiver"] as const),
});

const booking: ManifestBooking = {
  id: "b-1",
  reference: "PA-FAM111",
  orderReference: "PA-ORDER",
  serviceId: 2,
  service: "Zhupanova River",
  startDate: "2026-11-22",
  endDate: "2026-11-22",
  time: "08:00",
  guests: 1,
  totalCents: 180000,
  status: "confirmed",
  supplierDeadline: "2026-11-21T12:00:00.000Z",
  respondedAt: "2026-11-20T12:00:00.000Z",
  statusReason: null,
  cancelledBy: null,
  checkIn: null,
  checkInReason: null,
  guest: { name: "Fiona Family", email: "fiona@example.com", phone: "+49 30 1234567", pastTrips: null },
  specialRequests: null,
  lastMessage: null,
  createdAt: "2026-11-01T12:00:00.000Z",
  participants: [
    { ...person(0, "adult", "Fiona Family", 40), missing: ["licence", "waiver"] },
    { ...person(1, "infant", null, null), needsLicence: false, missing: ["details", "waiver"] },
  ],
  people: 2,
  readiness: { ready: false, missing: ["details", "licence", "waiver", "balance"] },
  waiverRequired: true,
};

describe("a booking on the manifest", () => {
  it("shows who comes and what is missing, and asks for a reason before checking a party in", async () => {
    const posted: Record<string, unknown>[] = [];
    const Stub = createRoutesStub([
      {
        path: "/operator/departures/x",
        Component: (() => (
          <>
            <ManifestEntry booking={booking} now="2026-11-22T01:00:00.000Z" />
            <AnswerHost />
          </>
        )) as ComponentType,
        HydrateFallback: () => null,
        loader: () => null,
        action: async ({ request }: ActionFunctionArgs) => {
          const { intent, ...input } = formFields(await request.formData());
          posted.push({ intent, ...formInput(input, checkInForm) });
          return { ok: true, intent, checkIn: "arrived", name: "Fiona Family", reference: "PA-FAM111" };
        },
      },
    ]);
    await act(async () => {
      render(
        <I18nProvider i18n={testI18n("en", ["common", "operator", "manifest", "errors"])}>
          <AppProvider value={testAppState("en")}>
            <Stub initialEntries={["/operator/departures/x"]} />
          </AppProvider>
        </I18nProvider>,
      );
    });
    const people = await screen.findByRole("list", { name: "Participants of PA-FAM111" });
    const [adult, infant] = within(people).getAllByRole("listitem");
    expect(adult!.textContent).toContain("Adult · Fiona Family");
    expect(adult!.textContent).toContain("40 years");
    expect(adult!.textContent).toContain("Licence needed");
    expect(adult!.textContent).toContain("Not ready: licence, waiver");
    expect(infant!.textContent).toContain("Infant · Not given yet");
    expect(infant!.textContent).not.toContain("Licence");
    expect(screen.getByText("Not ready: details, licence, waiver, balance")).toBeTruthy();
    expect(screen.getByText(/2 people · 1 seat/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Arrived" }));
    const dialog = await screen.findByRole("dialog", { name: "Check in Fiona Family although not ready?" });
    expect(dialog.textContent).toContain("Still missing: details, licence, waiver, balance");
    fireEvent.click(within(dialog).getByRole("button", { name: "Check in" }));
    await within(dialog).findByText("Say why these guests are checked in although they are not ready");
    expect(posted).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Reason"), {
      target: { value: "Papers shown at the pier" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check in" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      intent: "checkIn",
      id: "b-1",
      checkIn: "arrived",
      reason: "Papers shown at the pier",
    });
  });
});
