import { and, eq, or } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { newsletterAction, newslettersAction } from "../../app/routes/admin.newsletters.server.ts";
import { requireAdmin } from "../../app/lib/guards.server.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { testEnv } from "../support/test-app.ts";
import type { AdminNewsletter, AdminNewsletterDetail } from "../../core/newsletters.ts";
import { mails, notifications, profiles } from "../../server/db/schema.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import { useMailWorld, to } from "../support/mail-world.ts";

// The admin's newsletter (issue 25, items 4 and 16): written in every language, sent once, through
// the outbox, to the accounts that opted in to "Offers and news" only: by mail in each one's
// language with List-Unsubscribe, in the app for those who want it there.

const world = useMailWorld();

const letter = {
  subject: { en: "Winter on the peninsula", ru: "Зима на полуострове", de: "Winter auf der Halbinsel" },
  body: {
    en: "The first snow has come.\n\nIce fishing starts in December.",
    ru: "Выпал первый снег.\n\nЗимняя рыбалка начинается в декабре.",
    de: "Der erste Schnee ist da.\n\nDas Eisangeln beginnt im Dezember.",
  },
};

/** A signed-up account reading `language`, with the news switches as given. */
async function account(name: string, language: "en" | "ru" | "de", email: boolean, inApp: boolean) {
  const made = await world.app.signUp(name);
  await world.app.services.db
    .update(profiles)
    .set({ language, notifyMarketing: email, inAppMarketing: inApp })
    .where(eq(profiles.userId, made.id));
  return made;
}

/** Written and sent as the platform's admin, unless another session (or none: null) is named. */
const create = (body: unknown, token: string | null = world.tokens.admin!) =>
  world.app.request<{ id: number }>("POST", "/api/admin/newsletters", { token: token ?? undefined, body });
const send = (id: number, token: string | null = world.tokens.admin!) =>
  world.app.request<{ id: number; recipients: number }>("POST", `/api/admin/newsletters/${id}/send`, {
    token: token ?? undefined,
  });

describe("who may write and send a newsletter", () => {
  it("answers 401 signed out, and 404 to a traveller or an operator, as if it did not exist", async () => {
    expect((await create(letter, null)).status).toBe(401);
    expect((await send(1, null)).status).toBe(401);
    expect((await world.app.request("GET", "/api/admin/newsletters")).status).toBe(401);
    for (const token of [world.olga.token, world.tokens.avacha!]) {
      expect((await create(letter, token)).status).toBe(404);
      expect((await send(1, token)).status).toBe(404);
      expect((await world.app.request("GET", "/api/admin/newsletters", { token })).status).toBe(404);
    }
  });

  it("refuses a newsletter without every language, in words, per field", async () => {
    const missing = await create({ ...letter, subject: { en: "Only English", ru: "", de: "Deutsch" } });
    expect(expectFailure(missing, 400)).toMatchObject({ code: "required", field: "subject.ru" });
    expect(expectFailure(missing, 400).error).toContain("This field is required");
    expect((await create({ subject: letter.subject })).status).toBe(400);
    expect((await create({ ...letter, body: { ...letter.body, fr: "Bonjour" } })).status).toBe(400);
    expect((await send(999_999)).status).toBe(404);
  });
});

describe("a newsletter sent", () => {
  it("reaches only the accounts that opted in, each in their language, once", async () => {
    const anna = await account("Anna Mail", "en", true, false);
    const boris = await account("Boris Both", "ru", true, true);
    const clara = await account("Clara App", "de", false, true);
    const dmitri = await account("Dmitri Quiet", "ru", false, false);
    await world.run();
    const before = world.inbox.received.length;

    const { id } = expectData(await create(letter), 201);
    const preview = expectData(
      await world.app.request<AdminNewsletterDetail>("GET", `/api/admin/newsletters/${id}?lang=ru`, {
        token: world.tokens.admin,
      }),
    );
    expect(preview).toMatchObject({ status: "draft", recipients: null, preview: { lang: "ru" } });
    expect(preview.preview.subject).toBe("Зима на полуострове");
    expect(preview.preview.html).toContain("Зимняя рыбалка начинается в декабре.");

    const { db } = world.app.services;
    const optedIn = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(or(eq(profiles.notifyMarketing, true), eq(profiles.inAppMarketing, true)));
    const sent = expectData(await send(id));
    expect(sent).toEqual({ id, recipients: optedIn.length });
    expect(preview.audience).toBe(optedIn.length);
    await world.run();

    const news = world.newMail(before).filter((m) => Object.values(letter.subject).includes(m.subject ?? ""));
    const byAddress = (email: string) => news.filter((m) => to(m) === email);
    expect(byAddress(anna.email)).toHaveLength(1);
    expect(byAddress(anna.email)[0]!.subject).toBe("Winter on the peninsula");
    expect(byAddress(anna.email)[0]!.text).toContain("Ice fishing starts in December.");
    expect(byAddress(boris.email)).toHaveLength(1);
    expect(byAddress(boris.email)[0]!.subject).toBe("Зима на полуострове");
    expect(byAddress(boris.email)[0]!.html).toContain('lang="ru"');
    // In the app only, or not at all: no mail.
    expect(byAddress(clara.email)).toHaveLength(0);
    expect(byAddress(dmitri.email)).toHaveLength(0);
    expect(byAddress(world.olga.email)).toHaveLength(0);
    // Every newsletter mail went to an account whose news e-mail is on, with one-click unsubscribe.
    const mailable = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.notifyMarketing, true));
    expect(news).toHaveLength(mailable.length);
    const rows = await db
      .select({ userId: mails.userId, headers: mails.headers })
      .from(mails)
      .where(eq(mails.kind, "newsletter"));
    expect(rows.map((r) => r.userId).sort()).toEqual(mailable.map((m) => m.userId).sort());
    for (const row of rows) {
      expect(row.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/);
      expect(row.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }

    // In the app: those with in-app news on, in their language.
    const entries = await db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.kind, "newsletter"));
    const entryOf = (userId: string) => entries.filter((e) => e.userId === userId);
    expect(entryOf(boris.id)).toEqual([{ userId: boris.id, params: { subject: "Зима на полуострове" } }]);
    expect(entryOf(clara.id)).toEqual([
      { userId: clara.id, params: { subject: "Winter auf der Halbinsel" } },
    ]);
    expect(entryOf(anna.id)).toHaveLength(0);
    expect(entryOf(dmitri.id)).toHaveLength(0);

    // Sending again is refused in words, and mails nobody twice.
    const again = await send(id);
    expect(expectFailure(again, 409)).toMatchObject({ code: "newsletterAlreadySent" });
    expect(expectFailure(again, 409).error).toBe(
      "This newsletter has already been sent; it is not sent twice",
    );
    const after = world.inbox.received.length;
    await world.run();
    expect(world.newMail(after).filter((m) => m.subject === "Winter on the peninsula")).toHaveLength(0);
    const list = expectData(
      await world.app.request<AdminNewsletter[]>("GET", "/api/admin/newsletters", {
        token: world.tokens.admin,
      }),
    );
    expect(list.find((n) => n.id === id)).toMatchObject({ status: "sent", recipients: optedIn.length });
    // The audit log keeps the writing and the one send, not the refused second one.
    const log = expectData(
      await world.app.request<{ items: { action: string; target: { type: string; id: string } }[] }>(
        "GET",
        "/api/admin/audit?pageSize=100",
        { token: world.tokens.admin },
      ),
    );
    const logged = log.items.filter((e) => e.target.type === "newsletter" && e.target.id === String(id));
    expect(logged.map((e) => e.action)).toEqual(["newsletterSent", "newsletterCreated"]);
  });

  it("is not mailed to someone who opted out after it was sent, before it was delivered", async () => {
    const erik = await account("Erik Changes Mind", "en", true, false);
    await world.run();
    const { id } = expectData(
      await create({ ...letter, subject: { ...letter.subject, en: "Spring news" } }),
      201,
    );
    expectData(await send(id));
    await world.app.services.db
      .update(profiles)
      .set({ notifyMarketing: false })
      .where(eq(profiles.userId, erik.id));
    await world.run();
    const stored = await world.app.services.db
      .select({ id: mails.id })
      .from(mails)
      .where(and(eq(mails.userId, erik.id), eq(mails.kind, "newsletter")));
    expect(stored).toHaveLength(0);
  });
});

/** The admin pages' actions, as a browser without scripts posts their forms (a signed-in admin). */
async function postPage(
  call: (request: Request, context: RouterContextProvider) => Promise<unknown>,
  fields: Record<string, string>,
) {
  const request = new Request(`${testEnv.baseUrl}/admin/newsletters`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Bearer ${world.tokens.admin}`,
      origin: testEnv.baseUrl,
    },
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, world.app.services);
  context.set(clientIpContext, "203.0.113.9");
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "" };
  await requireAdmin(args as never, async () => undefined as never);
  const answer = (await call(request, context)) as Record<string, unknown> & {
    data?: Record<string, unknown>;
  };
  return (answer.data ?? answer) as Record<string, unknown>;
}

describe("the admin's newsletter pages", () => {
  it("save the six fields a form posts, and send only once the box is ticked", async () => {
    const fields = Object.fromEntries(
      (["subject", "body"] as const).flatMap((part) =>
        (["en", "ru", "de"] as const).map((lang) => [`${part}.${lang}`, `${letter[part][lang]} (page)`]),
      ),
    );
    const missing = await postPage(newslettersAction, { intent: "create", ...fields, "body.de": " " });
    expect(missing).toMatchObject({ ok: false, error: { code: "required", field: "body.de" } });
    const created = await postPage(newslettersAction, { intent: "create", ...fields });
    expect(created).toMatchObject({ ok: true, intent: "create", id: expect.any(Number) });
    const id = String(created.id);
    const send = (request: Request, context: RouterContextProvider) => newsletterAction(request, context, id);
    expect(await postPage(send, { intent: "send" })).toMatchObject({
      ok: false,
      error: { code: "required", field: "confirm" },
    });
    expect(await postPage(send, { intent: "send", confirm: "on" })).toMatchObject({
      ok: true,
      intent: "send",
      recipients: expect.any(Number),
    });
    expect(await postPage(send, { intent: "send", confirm: "on" })).toMatchObject({
      ok: false,
      error: { code: "newsletterAlreadySent" },
    });
  });
});
