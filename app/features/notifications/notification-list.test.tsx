import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { NotificationView } from "../../../core/notifications.ts";
import type { Language } from "../../../core/preferences.ts";
import { AppProvider } from "../../components/app-context.tsx";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../../lib/ui-test.ts";
import { NotificationList } from "./notification-list.tsx";

const now = "2026-11-22T12:00:00.000Z";
const entry = (id: number, fields: Partial<NotificationView>): NotificationView => ({
  id,
  kind: "bookingConfirmed",
  params: {},
  href: "/dashboard/bookings",
  createdAt: "2026-11-22T11:55:00.000Z",
  read: false,
  outcome: null,
  ...fields,
});

async function renderList(lang: Language, items: NotificationView[]) {
  const posted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/dashboard/notifications",
      Component: () => (
        <NotificationList
          items={items}
          total={items.length}
          unread={items.filter((i) => !i.read).length}
          now={now}
          moreHref={null}
        />
      ),
      action: async ({ request }: ActionFunctionArgs) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return { ok: true, intent: "readAll" };
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common", "notifications", "errors"])}>
        <AppProvider value={testAppState(lang)}>
          <Stub initialEntries={["/dashboard/notifications"]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return posted;
}

afterEach(cleanup);

describe("the notification list", () => {
  it("words each kind with its values, and never shows a missing one as a placeholder", async () => {
    await renderList("en", [
      entry(1, { params: { reference: "PA-1", service: "Avacha Hike", date: "2026-12-01" } }),
      // The date is missing: the values there are are listed instead of the sentence.
      entry(2, { kind: "bookingCancelled", params: { reference: "PA-2", service: "Bear Tour" }, read: true }),
      entry(3, {
        kind: "requestReminder",
        params: { reference: "PA-3", service: "Fishing", date: "2026-12-02", stage: "final" },
      }),
      entry(4, { kind: "somethingNew" as NotificationView["kind"], href: null }),
    ]);
    expect(await screen.findByText("Avacha Hike on Dec 1, 2026 is confirmed. Reference PA-1.")).toBeTruthy();
    expect(screen.getByText("Bear Tour · PA-2")).toBeTruthy();
    expect(screen.getByText("Fishing on Dec 2, 2026 (PA-3): about 3 hours left to answer.")).toBeTruthy();
    expect(screen.getByText("Notification")).toBeTruthy();
    expect(document.body.textContent).not.toContain("{{");
    expect(screen.getAllByText("5 minutes ago")).toHaveLength(4);
    // Unread ones say so to screen readers; the read one does not.
    expect(screen.getAllByText("Unread:")).toHaveLength(3);
    expect(screen.getByText("3 unread")).toBeTruthy();
  });

  it("names every trip of an order, and how many more past three", async () => {
    const two = { reference: "PA-7", service: "Avacha Hike", date: "2026-12-01", count: 2 };
    await renderList("en", [
      entry(1, {
        kind: "orderReceived",
        params: { ...two, services: "Avacha Hike\nBear Tour", dates: "2026-12-01\n2026-12-03" },
      }),
      entry(2, {
        kind: "orderReceived",
        params: { ...two, reference: "PA-8", count: 4, services: "A\nB\nC\nD", dates: "" },
      }),
    ]);
    expect(
      await screen.findByText(
        "Avacha Hike on Dec 1, 2026 and Bear Tour on Dec 3, 2026 (PA-7): the operators will confirm soon.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("A, B, and 2 more trips (PA-8): the operators will confirm soon.")).toBeTruthy();
  });

  it("says how an answered request ended instead of asking, in German too", async () => {
    const params = { reference: "PA-9", service: "Fishing", date: "2026-12-02" };
    const answered = entry(1, {
      kind: "newRequest",
      params,
      read: true,
      outcome: { status: "confirmed", at: "2026-11-22T00:30:00.000Z", by: "Anna" },
    });
    await renderList("en", [answered]);
    expect(await screen.findByText("Booking request confirmed")).toBeTruthy();
    expect(
      screen.getByText("Fishing on Dec 2, 2026 (PA-9). Confirmed by Anna on Nov 22, 2026, 12:30 PM."),
    ).toBeTruthy();
    cleanup();
    await renderList("de", [
      { ...answered, outcome: { status: "expired", at: "2026-11-22T00:30:00.000Z", by: null } },
    ]);
    expect(await screen.findByText("Buchungsanfrage abgelaufen")).toBeTruthy();
    expect(document.body.textContent).not.toContain("bestätigen oder ablehnen");
  });

  it("marks all read through the page's action, in Russian", async () => {
    const posted = await renderList("ru", [entry(1, { params: { reference: "PA-1" } })]);
    fireEvent.click(await screen.findByRole("button", { name: "Отметить все прочитанными" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "readAll" }]));
  });

  it("shows the empty state, in German", async () => {
    await renderList("de", []);
    expect(await screen.findByText("Noch keine Benachrichtigungen")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Alle als gelesen markieren" })).toBeNull();
  });
});
