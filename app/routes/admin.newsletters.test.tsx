import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formInput } from "../../core/form-input.ts";
import type { AdminNewsletter, AdminNewsletterDetail } from "../../core/newsletters.ts";
import type { Language } from "../../core/preferences.ts";
import { AppProvider } from "../components/app-context.tsx";
import { AnswerHost } from "../lib/answer-host.tsx";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { messagesOut } from "../lib/i18n.ts";
import { description, localeMessages, testAppState, testI18n, testUser } from "../lib/ui-test.ts";

// The admin's newsletter pages as the app renders them: the list with the compose form (a tab per
// language), and a newsletter's page with its preview and Send. The stub answers for the server.

vi.mock("./admin.newsletters.server.ts", () => ({}));

const { default: Newsletters } = await import("./admin.newsletters.tsx");
const { default: Newsletter } = await import("./admin.newsletter.tsx");

const subject = { en: "Winter news", ru: "Зимние новости", de: "Winterneuigkeiten" };
const sent: AdminNewsletter = {
  id: 1,
  subject,
  status: "sent",
  recipients: 3,
  createdAt: "2026-11-20T10:00:00.000Z",
  sentAt: "2026-11-21T10:00:00.000Z",
};
const draft: AdminNewsletterDetail = {
  ...sent,
  id: 2,
  status: "draft",
  recipients: null,
  sentAt: null,
  body: { en: "Snow.", ru: "Снег.", de: "Schnee." },
  audience: 5,
  preview: { lang: "ru", subject: subject.ru, html: "<html><body><p>Снег.</p></body></html>" },
};

async function renderPage(lang: Language, path: string, Component: ComponentType, loaderData: object) {
  const posted: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      path,
      Component: ((props: Record<string, unknown>) => (
        <>
          <Component {...props} />
          <AnswerHost />
        </>
      )) as ComponentType,
      HydrateFallback: () => null,
      loader: () => ({
        messages: messagesOut(localeMessages(lang, "adminNewsletters")),
        meta: { title: "", description: "" },
        ...loaderData,
      }),
      action: async ({ request }) => {
        posted.push(formInput(Object.fromEntries(await request.formData())));
        return { ok: true, intent: "send", id: 2, recipients: 5 };
      },
    },
  ]);
  await act(async () => {
    render(
      <I18nProvider i18n={testI18n(lang, ["common", "errors", "adminNewsletters"])}>
        <AppProvider value={{ ...testAppState(lang), user: testUser }}>
          <Stub initialEntries={[path.replace(":newsletterId", "2")]} />
        </AppProvider>
      </I18nProvider>,
    );
  });
  return posted;
}

afterEach(cleanup);

describe("the admin's newsletters", () => {
  it("lists them in the admin's language and asks for every language before posting", async () => {
    const posted = await renderPage("ru", "/admin/newsletters", Newsletters as ComponentType, {
      newsletters: [sent],
    });
    await screen.findByRole("heading", { name: "Рассылки" });
    expect(screen.getByText("Зимние новости")).toBeTruthy();
    expect(screen.getByText(/Отправлена 3 аккаунтам/)).toBeTruthy();
    // A tab per language; an empty German subject brings its tab forward with the problem.
    const tabs = screen.getByRole("tablist", { name: "Языки" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Английский", "Русский", "Немецкий"]);
    const [en, ru] = screen.getAllByLabelText("Тема");
    fireEvent.change(en!, { target: { value: "News" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить и посмотреть" }));
    await waitFor(() => expect(ru!.getAttribute("aria-invalid")).toBe("true"));
    expect(description(ru!)).toBe("Обязательное поле");
    expect(posted).toEqual([]);
  });

  it("shows a draft's preview and sends it only with the box ticked", async () => {
    const posted = await renderPage("en", "/admin/newsletters/:newsletterId", Newsletter as ComponentType, {
      newsletter: draft,
    });
    await screen.findByRole("heading", { name: "Зимние новости" });
    expect(screen.getByTitle("The newsletter's e-mail in Russian")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Russian" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("5 accounts have opted in to offers and news now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send newsletter" }));
    const box = screen.getByRole("checkbox");
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    expect(posted).toEqual([]);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Send newsletter" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "send", confirm: "on" }]));
  });
});
