import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { availabilityForm } from "../../../../core/availability.ts";
import { formFields, formInput } from "../../../../core/form-input.ts";
import { AppProvider } from "../../../components/app-context.tsx";
import { AnswerHost } from "../../../lib/answer-host.tsx";
import { I18nProvider } from "../../../lib/i18n-react.tsx";
import { description, failure, fill, testAppState, testI18n } from "../../../lib/ui-test.ts";
import { ClosedDates } from "./closures.tsx";
import { WeeklySchedule } from "./schedule.tsx";

// The availability page's forms post named fields to the page's action, as a browser posts them
// without scripts; the action reads them with availabilityForm. Here the stub action records what
// it was posted (read as the real action reads it) and answers as the real one would.

type Answer = (input: Record<string, unknown>) => unknown;

async function renderPage(
  children: ReactNode,
  answer: Answer = (input) => ({ ok: true, intent: input.intent }),
) {
  const posted: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/operator/services/3/availability",
      Component: () => (
        <>
          {children}
          <AnswerHost />
        </>
      ),
      action: async ({ request }: ActionFunctionArgs) => {
        expect(request.headers.get("content-type")).toMatch(/x-www-form-urlencoded/);
        const input = formInput(formFields(await request.formData()), availabilityForm);
        posted.push(input);
        return answer(input);
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n("en", ["common", "availability", "errors"])}>
        <AppProvider value={testAppState("en")}>
          <Stub initialEntries={["/operator/services/3/availability"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return posted;
}

afterEach(cleanup);

const slot = { id: 41, weekday: 1, time: "09:00", capacity: 8 };

describe("the availability forms", () => {
  it("posts a new weekly slot as fields the action reads as numbers", async () => {
    const posted = await renderPage(<WeeklySchedule schedule={[]} />, (input) => ({
      ok: true,
      intent: input.intent,
      weekday: input.weekday,
      time: input.time,
    }));
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "0" } });
    fill("Time", "07:30");
    fill("Seats", "12");
    fireEvent.click(screen.getByRole("button", { name: "Add slot" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: "addSlot", weekday: 0, time: "07:30", capacity: 12 });
  });

  it("checks the seats with the schema before posting, and puts the problem under the field", async () => {
    const posted = await renderPage(<WeeklySchedule schedule={[]} />);
    fill("Seats", "");
    fireEvent.click(screen.getByRole("button", { name: "Add slot" }));
    const seats = screen.getByLabelText("Seats");
    await waitFor(() => expect(seats.getAttribute("aria-invalid")).toBe("true"));
    expect(description(seats)).toMatch(/number/);
    expect(posted).toEqual([]);
  });

  it("posts a slot's seats and its removal as two forms, the bin naming its own", async () => {
    const posted = await renderPage(<WeeklySchedule schedule={[slot]} />);
    fireEvent.change(screen.getByLabelText(/^Seats on Monday/), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: "slotCapacity", slotId: "41", capacity: 10 });
    fireEvent.click(screen.getByRole("button", { name: /^Remove the slot on Monday/ }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ intent: "removeSlot", slotId: "41" });
  });

  it("asks about the bookings on closed dates, then posts the switch and the reason", async () => {
    const posted = await renderPage(<ClosedDates closures={[]} today="2026-06-01" />, (input) =>
      input.cancelBookings
        ? { ok: true, intent: "addClosure", cancelled: 2 }
        : failure(409, { code: "departureHasBookings" }, { count: 2 }),
    );
    fill("First day", "2026-06-10");
    fireEvent.click(screen.getByRole("button", { name: "Close these dates" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      intent: "addClosure",
      startDate: "2026-06-10",
      endDate: "2026-06-10",
      cancelBookings: false,
    });
    const go = await screen.findByRole("button", { name: "Cancel 2 bookings and close the dates" });
    fill("Reason for the guests", "Storm");
    fireEvent.click(go);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({
      intent: "addClosure",
      startDate: "2026-06-10",
      endDate: "2026-06-10",
      cancelBookings: true,
      reason: "Storm",
    });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Cancel 2 bookings and close the dates" })).toBeNull(),
    );
  });
});
