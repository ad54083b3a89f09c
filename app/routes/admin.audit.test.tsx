import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminBookingDetail, AuditEntry } from "../../core/admin-audit.ts";
import type { Language } from "../../core/preferences.ts";
import { AppProvider } from "../components/app-context.tsx";
import { AnswerHost } from "../lib/answer-host.tsx";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { messagesOut } from "../lib/i18n.ts";
import { description, localeMessages, testAppState, testI18n } from "../lib/ui-test.ts";

// The admin's booking page (its cancel dialog) and the audit log, as an admin reads them.

vi.mock("./admin.booking.server.ts", () => ({}));
// Whether the page's scripts have run: the cancel form stands in the page until they have.
const scripts = vi.hoisted(() => ({ hydrated: true }));
vi.mock("../lib/use-hydrated.ts", () => ({ useHydrated: () => scripts.hydrated }));

const { default: AdminBooking } = await import("./admin.booking.tsx");
const { default: AdminAudit } = await import("./admin.audit.tsx");

const booking: AdminBookingDetail = {
  id: "8d8f4a3e-0000-4000-8000-000000000001",
  reference: "PA-7Q2K",
  orderReference: "ORD-19X",
  serviceId: 3,
  service: "Avacha Volcano Ascent",
  supplierId: 3,
  supplier: "Avacha Volcano Guides",
  guest: { name: "Olga Traveller", email: "olga@example.com" },
  startDate: "2026-12-04",
  endDate: "2026-12-04",
  time: "08:00",
  guests: 2,
  totalCents: 24000,
  status: "confirmed",
  checkIn: null,
  createdAt: "2026-11-22T03:00:00.000Z",
  statusReason: null,
  cancelledBy: null,
  cancelledAt: null,
  refund: null,
  canCancel: true,
};

const entry: AuditEntry = {
  id: 1,
  actor: { id: "a1", name: "Platform Admin", email: "admin@peninsula-adventures.example" },
  action: "bookingCancelled",
  target: { type: "booking", id: booking.id },
  details: {
    reference: booking.reference,
    reason: "Family emergency",
    previousStatus: "confirmed",
    seatsFreed: 2,
    refund: { currency: "USD", minor: 24000, pointsCents: 0 },
  },
  createdAt: "2026-11-22T03:00:00.000Z",
};

async function renderPage(lang: Language, Component: ComponentType, loader: () => unknown, answer?: unknown) {
  const sent: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/page",
      Component: ((props: Record<string, unknown>) => (
        <>
          <Component {...props} />
          <AnswerHost />
        </>
      )) as ComponentType,
      HydrateFallback: () => null,
      loader,
      action: async ({ request }: ActionFunctionArgs) => {
        const json = request.headers.get("content-type")?.includes("json");
        sent.push(json ? await request.json() : Object.fromEntries(await request.formData()));
        return answer ?? { ok: true, intent: "cancel", reference: booking.reference };
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common", "admin", "adminAudit", "errors"])}>
        <AppProvider value={testAppState(lang)}>
          <Stub initialEntries={["/admin/page"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return { sent };
}

const messages = (lang: Language) => messagesOut(localeMessages(lang, "adminAudit"));

afterEach(() => {
  cleanup();
  scripts.hydrated = true;
});

describe("the admin's booking page", () => {
  it("asks for the reason in a dialog and posts it with the cancel intent", async () => {
    const { sent } = await renderPage("en", AdminBooking as ComponentType, () => ({
      messages: messages("en"),
      meta: { title: "", description: "" },
      booking,
    }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel booking PA-7Q2K?" });
    expect(dialog.textContent).toContain("The guest gets back everything they paid for it");
    // An empty reason is refused before the round trip, under its field.
    fireEvent.click(screen.getByRole("button", { name: "Cancel and refund" }));
    const reason = screen.getByLabelText("Reason (the guest and the operator read it)");
    await waitFor(() => expect(reason.getAttribute("aria-invalid")).toBe("true"));
    expect(description(reason)).toBe("Please give a reason the guest will see");
    expect(sent).toEqual([]);
    fireEvent.change(reason, { target: { value: "Family emergency" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel and refund" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "cancel", reason: "Family emergency" }]));
  });

  it("before the scripts run, puts the same form in the page: a plain post with the intent and the reason", async () => {
    scripts.hydrated = false;
    await renderPage("en", AdminBooking as ComponentType, () => ({
      messages: messages("en"),
      meta: { title: "", description: "" },
      booking,
    }));
    const reason = await screen.findByLabelText("Reason (the guest and the operator read it)");
    expect(reason.getAttribute("name")).toBe("reason");
    const form = reason.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("cancel");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel and refund" }).getAttribute("type")).toBe("submit");
  });

  it("says how an ended booking ended, and offers no cancellation", async () => {
    const ended = {
      ...booking,
      status: "cancelled" as const,
      cancelledBy: "admin" as const,
      statusReason: "Family emergency",
      refund: { currency: "USD" as const, minor: 24000, pointsCents: 0 },
      canCancel: false,
    };
    await renderPage("de", AdminBooking as ComponentType, () => ({
      messages: messages("de"),
      meta: { title: "", description: "" },
      booking: ended,
    }));
    expect(await screen.findByText("Von der Plattform storniert: „Family emergency“")).toBeTruthy();
    expect(screen.getByText("Diese Buchung ist bereits beendet: Es gibt nichts zu stornieren.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Buchung stornieren" })).toBeNull();
  });
});

describe("the audit log", () => {
  it("words each action in the admin's language, with who, on what and why", async () => {
    await renderPage("ru", AdminAudit as ComponentType, () => ({
      messages: messages("ru"),
      meta: { title: "", description: "" },
      audit: { items: [entry], total: 1, page: 1, pageSize: 25, pages: 1 },
    }));
    const heading = await screen.findByRole("heading", { name: /Отменил\(а\) бронирование/ });
    expect(heading.textContent).toBe("Отменил(а) бронирование: Бронирование PA-7Q2K");
    expect(screen.getByRole("link", { name: "Бронирование PA-7Q2K" }).getAttribute("href")).toBe(
      `/admin/bookings/${booking.id}`,
    );
    expect(screen.getByText(/Platform Admin · admin@peninsula-adventures\.example/)).toBeTruthy();
    expect(screen.getByText("Family emergency")).toBeTruthy();
    expect(screen.getByText("Подтверждено")).toBeTruthy();
  });
});
