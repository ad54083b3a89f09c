import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formFields, formInput } from "../../core/form-input.ts";
import { bulkAnswerForm, type OperatorBooking } from "../../core/operator.ts";
import { AppProvider } from "../components/app-context.tsx";
import { AnswerHost } from "../lib/answer-host.tsx";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../lib/ui-test.ts";

// The route's server halves stay out: the stub answers for them.
vi.mock("./operator.actions.server.ts", () => ({}));
vi.mock("./operator.server.ts", () => ({}));

const { default: Requests } = await import("./operator.requests.tsx");
const RequestsRoute = Requests as ComponentType<Record<string, unknown>>;

const request = (id: string, reference: string): OperatorBooking => ({
  id,
  reference,
  orderReference: "PA-ORDER",
  serviceId: 3,
  service: "Avacha volcano ascent",
  startDate: "2026-12-01",
  endDate: "2026-12-01",
  time: "08:00",
  guests: 2,
  totalCents: 24000,
  status: "pending",
  supplierDeadline: "2026-11-23T12:00:00.000Z",
  respondedAt: null,
  statusReason: null,
  cancelledBy: null,
  checkIn: null,
  checkInReason: null,
  guest: { name: "Mila Petrova", email: "mila@example.com", phone: "+7 900 000 00 00", pastTrips: null },
  specialRequests: null,
  lastMessage: null,
  createdAt: "2026-11-21T12:00:00.000Z",
});

afterEach(cleanup);

describe("the requests inbox", () => {
  it("confirms the selected requests as one form whose boxes are its ids", async () => {
    const posted: Record<string, unknown>[] = [];
    const Stub = createRoutesStub([
      {
        path: "/operator/requests",
        Component: ((props: Record<string, unknown>) => (
          <>
            <RequestsRoute {...props} />
            <AnswerHost />
          </>
        )) as ComponentType,
        HydrateFallback: () => null,
        loader: () => ({
          requests: [request("b-1", "PA-AAA111"), request("b-2", "PA-BBB222"), request("b-3", "PA-CCC333")],
          now: "2026-11-22T12:00:00.000Z",
        }),
        action: async ({ request: posting }: ActionFunctionArgs) => {
          const { intent, ...input } = formFields(await posting.formData());
          posted.push({ intent, ...formInput(input, bulkAnswerForm) });
          return { ok: true, intent, answered: ["b-1", "b-3"], failed: [] };
        },
      },
    ]);
    await act(async () => {
      render(
        <I18nProvider i18n={testI18n("en", ["common", "operator", "errors"])}>
          <AppProvider value={testAppState("en")}>
            <Stub initialEntries={["/operator/requests"]} />
          </AppProvider>
        </I18nProvider>,
      );
    });
    const none = await screen.findByRole("button", { name: "Confirm selected" });
    expect(none.hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByLabelText(/^Select PA-AAA111/));
    fireEvent.click(screen.getByLabelText(/^Select PA-CCC333/));
    fireEvent.click(screen.getByRole("button", { name: "Confirm 2 requests" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: "confirmMany", ids: ["b-1", "b-3"] });
    // The selection is cleared once they are confirmed.
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm selected" })).toBeTruthy());
  });
});
