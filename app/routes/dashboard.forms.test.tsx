import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, data, type ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formInput } from "../../core/form-input.ts";
import type { Language } from "../../core/preferences.ts";
import { settingsForm } from "../../core/schemas.ts";
import type { DeletionPreview, PointsView, ProfileView } from "../../core/views.ts";
import { AppProvider } from "../components/app-context.tsx";
import {
  description,
  failure,
  fill,
  localeMessages,
  restoreCardTokens,
  stubCardTokens,
  testAppState,
  testI18n,
  testUser,
} from "../lib/ui-test.ts";
import { AnswerHost } from "../lib/answer-host.tsx";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { messagesOut } from "../lib/i18n.ts";

// The routes' server halves (loaders, actions, the guard) stay out: each test's stub answers for them.
vi.mock("./dashboard.server.ts", () => ({}));
vi.mock("./dashboard.actions.server.ts", () => ({}));
vi.mock("./dashboard.settings.server.ts", () => ({}));
vi.mock("../lib/guards.server.ts", () => ({ requireUser: () => undefined }));

const { default: Balance } = await import("./dashboard.balance.tsx");
const { default: Dashboard, ErrorBoundary: DashboardBoundary } = await import("./dashboard.tsx");
const DashboardRoute = Dashboard as ComponentType<Record<string, unknown>>;
const { default: Referrals } = await import("./dashboard.referrals.tsx");
const { default: Settings } = await import("./dashboard.settings.tsx");

const profile: ProfileView = {
  name: "Mila Petrova",
  email: "mila@example.com",
  phone: null,
  country: null,
  language: "en",
  currency: "USD",
  theme: "system",
  notifications: {
    email: { bookingUpdates: true, paymentAlerts: true, marketing: false },
    inApp: { bookingUpdates: true, paymentAlerts: true, marketing: false },
  },
  privacy: { profileVisible: true, shareBookingHistory: false },
} as ProfileView;

/** The settings page's other data: no address waiting for its link, nothing to cancel on leaving. */
const leaving: { pendingEmail: null; deletion: DeletionPreview } = {
  pendingEmail: null,
  deletion: { bookings: [], pointsForfeitedCents: 0, confirmBy: "password" },
};

const points: PointsView = {
  balanceCents: 0,
  thisMonthCents: 0,
  lifetimeEarnedCents: 0,
  transactions: [],
  totalTransactions: 0,
} as unknown as PointsView;

const referrals = {
  code: "MILA2030",
  link: "https://example.com/?ref=MILA2030",
  totalEarningsCents: 0,
  active: 0,
  pending: 0,
  thisMonth: 0,
  referrals: [],
  invites: [],
};

interface Page {
  path: string;
  Component: ComponentType;
  loader: () => unknown;
  action?: (body: Record<string, unknown>) => unknown;
}

/**
 * A dashboard tab under the dashboard's layout, in a language, as the app renders it (its i18n
 * instance from the real message files, the app's state); the stub answers the loaders (the
 * layout's with a 401 while signed out, as the guard has it) and the tab's action.
 */
async function renderTab(lang: Language, page: Page, { signedIn = true } = {}) {
  const sent: Record<string, unknown>[] = [];
  const session = { user: signedIn ? testUser : null };
  const openSignIn = vi.fn();
  const app = testAppState(lang, { openSignIn });
  const i18n = testI18n(lang, ["common", "dashboard", "errors"]);
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      // The root's AnswerHost handles the forms' answers; the stub stands in for the root.
      Component: ((props: Record<string, unknown>) => (
        <>
          <DashboardRoute {...props} />
          <AnswerHost />
        </>
      )) as ComponentType,
      ErrorBoundary: DashboardBoundary as ComponentType,
      HydrateFallback: () => null,
      loader: () => {
        if (!session.user) throw data(null, { status: 401 });
        return {
          messages: messagesOut(localeMessages(lang, "dashboard")),
          meta: { title: "", description: "" },
          user: session.user,
          summary: {
            returning: true,
            balanceCents: 0,
            totalBookings: 0,
            referrals: { count: 0, earningsCents: 0 },
          },
        };
      },
      children: [
        {
          path: page.path,
          Component: page.Component,
          loader: page.loader,
          action: async ({ request }: ActionFunctionArgs) => {
            // A form posts its fields, read back as the settings action reads them; a script posts JSON.
            const json = request.headers.get("content-type")?.includes("json");
            const body = json
              ? ((await request.json()) as Record<string, unknown>)
              : formInput(Object.fromEntries(await request.formData()), settingsForm);
            sent.push(body);
            return page.action?.(body) ?? { ok: true };
          },
        },
      ],
    },
  ]);
  const view = () => (
    <I18nProvider i18n={i18n}>
      <AppProvider value={{ ...app, user: session.user }}>
        <Stub initialEntries={[`/dashboard/${page.path}`]} />
      </AppProvider>
    </I18nProvider>
  );
  let rerender: (ui: ReturnType<typeof view>) => void = () => {};
  await act(async () => {
    ({ rerender } = render(view()));
  });
  /** What the sign-in dialog does: a session, and the root's loader then knows the user. */
  const signIn = async () => {
    session.user = testUser;
    await act(async () => rerender(view()));
  };
  return { sent, openSignIn, signIn };
}

afterEach(() => {
  cleanup();
  restoreCardTokens();
});

describe("dashboard forms", () => {
  it("shows a wrong current password under its field, in Russian", async () => {
    const { sent } = await renderTab("ru", {
      path: "settings",
      Component: Settings as ComponentType,
      loader: () => ({ userId: "u1", profile, ...leaving }),
      action: () => failure(400, { code: "passwordIncorrect", field: "currentPassword" }),
    });
    await screen.findByLabelText("Текущий пароль");
    fill("Текущий пароль", "wrong-one");
    fill("Новый пароль", "secret22");
    fill("Повторите новый пароль", "secret22");
    fireEvent.click(screen.getByRole("button", { name: "Сменить пароль" }));

    const current = screen.getByLabelText("Текущий пароль");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(description(current)).toBe("Неверный пароль");
    // The confirmation is the form's own; the action gets the intent and the two passwords.
    expect(sent).toEqual([{ intent: "password", currentPassword: "wrong-one", newPassword: "secret22" }]);
  });

  it("puts a taken address under the e-mail field, in German", async () => {
    await renderTab("de", {
      path: "settings",
      Component: Settings as ComponentType,
      loader: () => ({ userId: "u1", profile, ...leaving }),
      action: () => failure(409, { code: "accountExists" }),
    });
    const email = await screen.findByLabelText("Neue E-Mail-Adresse");
    fireEvent.change(email, { target: { value: "taken@example.com" } });
    // The e-mail form's password (the account's deletion below asks for one too).
    fireEvent.change(screen.getAllByLabelText("Passwort")[0]!, { target: { value: "secret1" } });
    fireEvent.click(screen.getByRole("button", { name: "E-Mail-Adresse ändern" }));

    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(description(email)).toBe("Das Konto existiert bereits");
  });

  it("shows the card's problem from the payment provider under the card number, in German", async () => {
    const cards = stubCardTokens();
    await renderTab("de", {
      path: "balance",
      Component: Balance as ComponentType,
      loader: () => ({ points }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Punktekonto aufladen" }));
    fireEvent.click(screen.getByRole("button", { name: "$100" }));
    fill("Kartennummer", "4242 4242 4242 4241");
    fill("Ablaufdatum (MM/JJ)", "12/30");
    fill("CVV", "123");
    fireEvent.click(screen.getByRole("button", { name: /100.*aufladen/ }));

    const number = screen.getByLabelText("Kartennummer");
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(description(number)).toBe("Bitte geben Sie eine gültige Kartennummer ein");
    // The fields format as typed, as the checkout's do; the provider gets digits and MM/YY.
    fill("Kartennummer", "4242424242424241");
    expect((number as HTMLInputElement).value).toBe("4242 4242 4242 4241");
    fill("Ablaufdatum (MM/JJ)", "1230");
    expect((screen.getByLabelText("Ablaufdatum (MM/JJ)") as HTMLInputElement).placeholder).toBe("MM/JJ");
    fireEvent.click(screen.getByRole("button", { name: /100.*aufladen/ }));
    await waitFor(() => expect(cards).toHaveLength(2));
    expect(cards[1]).toEqual({ number: "4242424242424241", expiry: "12/30", cvv: "123" });
  });

  it("checks an invitation with the server's schema before sending, in Russian", async () => {
    const { sent } = await renderTab("ru", {
      path: "referrals",
      Component: Referrals as ComponentType,
      loader: () => ({ referrals }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Отправить приглашение" }));

    const email = screen.getByLabelText("Адрес электронной почты друга");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(description(email)).toBe("Укажите адрес электронной почты");
    expect(sent).toEqual([]);
  });

  it("sends the notification matrix by channel and category, in German", async () => {
    const { sent } = await renderTab("de", {
      path: "settings",
      Component: Settings as ComponentType,
      loader: () => ({ userId: "u1", profile, ...leaving }),
    });
    const marketing = await screen.findByRole("switch", { name: "Angebote und Neuigkeiten per E-Mail" });
    expect(marketing.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole("switch", { name: "Buchungsänderungen in der App" }));
    expect(screen.getByText(/SMS- und Push-Benachrichtigungen gibt es noch nicht/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Speichern" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      intent: "settings",
      notifications: {
        email: { bookingUpdates: true, paymentAlerts: true, marketing: true },
        inApp: { bookingUpdates: false, paymentAlerts: true, marketing: false },
      },
    });
  });

  it("lists what deleting the account cancels and refunds before asking, in German", async () => {
    const { sent } = await renderTab("de", {
      path: "settings",
      Component: Settings as ComponentType,
      loader: () => ({
        userId: "u1",
        profile,
        pendingEmail: { pending: "neu@example.com", expiresAt: "2026-11-23T03:00:00.000Z" },
        deletion: {
          bookings: [
            {
              id: "b1",
              reference: "PA-7K3Q9D",
              title: "Avacha-Vulkan",
              date: "2026-12-05",
              time: "08:00",
              status: "confirmed",
              refund: { currency: "EUR", minor: 25_000, pointsCents: 0 },
            },
          ],
          pointsForfeitedCents: 4_200,
          confirmBy: "code",
        },
      }),
    });
    expect(await screen.findByText(/Ein Bestätigungslink wurde an neu@example.com gesendet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Konto löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Ihr Konto löschen?" });
    expect(dialog.textContent).toContain("Diese bevorstehende Buchung wird mit voller Erstattung storniert:");
    expect(dialog.textContent).toContain("PA-7K3Q9D");
    expect(dialog.textContent).toMatch(/Erstattung 250\s€/);
    expect(dialog.textContent).toMatch(/Ihr Punktekonto mit 42\s\$ verfällt\./);
    // Without a password: a code by mail, then the code instead of the password.
    expect(screen.queryByLabelText("Passwort", { selector: "#delete-password" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Code per E-Mail senden" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "deletionCode" }]));
    fill("Geben Sie zur Bestätigung DELETE ein", "DELETE");
    fill("Code aus der E-Mail", "123456");
    fireEvent.click(screen.getByRole("button", { name: "Mein Konto löschen" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ intent: "delete", confirm: "DELETE", code: "123456" });
  });

  it("signed out, shows nothing of the dashboard and opens the sign-in dialog, in German", async () => {
    const { openSignIn, signIn } = await renderTab(
      "de",
      {
        path: "settings",
        Component: Settings as ComponentType,
        loader: () => ({ userId: "u1", profile, ...leaving }),
      },
      { signedIn: false },
    );
    expect(await screen.findByText("Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(openSignIn).toHaveBeenCalledWith("signin");

    // Signed in through the dialog, the dashboard takes the prompt's place at the same address.
    await signIn();
    expect(await screen.findByRole("heading", { name: "Willkommen zurück, Mila Petrova" })).toBeTruthy();
    expect(screen.getByLabelText("Aktuelles Passwort")).toBeTruthy();
  });
});
