import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { contactMessages, notifications, outbox, profiles, user } from "../../server/db/schema.ts";
import { ADMIN_ACCOUNT } from "../../server/db/seed-operators.ts";
import { submitContact } from "../../app/routes/contact.server.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { testEnv } from "../support/test-app.ts";
import { freshIp } from "../support/bookings.ts";
import { expectData } from "../support/answers.ts";
import { useMailWorld, to } from "../support/mail-world.ts";
import type { ContactSent } from "../support/api-views.ts";

// The contact form through the real path (support/mail-world.ts): the message and its outbox events
// in one transaction, then the job runner mails the sender's acknowledgement and tells every
// platform admin by mail and in the app.

const world = useMailWorld();

const body = {
  name: "Иван Петров",
  email: "ivan@example.ru",
  phone: "",
  subject: "Рыбалка с детьми",
  message: "Здравствуйте!\nМожно ли взять на зимнюю рыбалку детей 8 и 11 лет?",
};

/** A second platform admin, who reads German. */
async function germanAdmin() {
  const admin = await world.app.signUp("Greta Admin");
  const { db } = world.app.services;
  await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  await db.update(profiles).set({ language: "de" }).where(eq(profiles.userId, admin.id));
  return admin;
}

describe("a message sent with the contact form", () => {
  it("is acknowledged to the sender in the page's language, and reaches each admin by mail and in the app", async () => {
    const greta = await germanAdmin();
    await world.run(); // the welcome mails of the accounts made so far
    const before = world.inbox.received.length;
    const res = await world.app.request<ContactSent>("POST", "/api/contact", {
      body,
      ip: freshIp(),
      headers: { cookie: "lang=ru", "accept-language": "en-US" },
    });
    const { id } = expectData(res, 201);
    const { db } = world.app.services;
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.locale).toBe("ru");

    await world.run();
    const mail = world.newMail(before);

    // The sender: one acknowledgement, in Russian, quoting the message back.
    const ack = mail.filter((m) => to(m) === "ivan@example.ru");
    expect(ack).toHaveLength(1);
    expect(ack[0]!.html).toContain('lang="ru"');
    expect(ack[0]!.subject).toBe("Мы получили ваше сообщение: Рыбалка с детьми");
    expect(ack[0]!.text).toContain("Можно ли взять на зимнюю рыбалку");

    // Each admin: the message by mail in their own language, with the sender's address to answer.
    const admins = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.role, "admin"));
    expect(admins.map((a) => a.email)).toEqual(expect.arrayContaining([ADMIN_ACCOUNT.email, greta.email]));
    for (const admin of admins) {
      const copies = mail.filter((m) => to(m) === admin.email);
      expect(copies, admin.email).toHaveLength(1);
      expect(copies[0]!.subject).toContain("Рыбалка с детьми");
      expect(copies[0]!.text).toContain("ivan@example.ru");
      expect(copies[0]!.text).toContain("Можно ли взять на зимнюю рыбалку");
    }
    const toGreta = mail.find((m) => to(m) === greta.email)!;
    expect(toGreta.html).toContain('lang="de"');
    expect(toGreta.text).toContain("Russisch");
    expect(mail.find((m) => to(m) === ADMIN_ACCOUNT.email)!.html).toContain('lang="en"');

    // …and in their notifications, leading to the admin's inbox of messages.
    for (const admin of admins) {
      const entries = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "contactMessage")));
      expect(entries, admin.email).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        href: "/admin/messages",
        params: { name: "Иван Петров", subject: "Рыбалка с детьми" },
      });
    }

    // Nothing goes out twice.
    const count = world.inbox.received.length;
    await world.run();
    expect(world.inbox.received.length).toBe(count);
  });

  it("is kept with its mail waiting in the outbox until the runner sends it", async () => {
    const res = await world.app.request<ContactSent>("POST", "/api/contact", {
      body: { ...body, email: "anna@example.com" },
      ip: freshIp(),
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    const { id } = expectData(res, 201);
    const { db } = world.app.services;
    const events = await db
      .select({ kind: outbox.kind, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.key, `contactReceived:${id}`));
    expect(events).toEqual([{ kind: "contactReceived", status: "pending" }]);
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.locale).toBe("de");

    const before = world.inbox.received.length;
    await world.run();
    const ack = world.newMail(before).filter((m) => to(m) === "anna@example.com");
    expect(ack).toHaveLength(1);
    expect(ack[0]!.html).toContain('lang="de"');
  });

  it("sent from the Russian contact page (its form, posted before scripts run), is acknowledged in Russian", async () => {
    const request = new Request(`${testEnv.baseUrl}/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: "lang=ru",
        origin: testEnv.baseUrl,
      },
      body: new URLSearchParams({ ...body, email: "pyotr@example.ru" }),
    });
    const context = new RouterContextProvider();
    context.set(servicesContext, world.app.services);
    context.set(clientIpContext, freshIp());
    await submitContact(request, context);
    const { db } = world.app.services;
    const [stored] = await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ email: "pyotr@example.ru", locale: "ru" });

    const before = world.inbox.received.length;
    await world.run();
    const ack = world.newMail(before).filter((m) => to(m) === "pyotr@example.ru");
    expect(ack).toHaveLength(1);
    expect(ack[0]!.html).toContain('lang="ru"');
    expect(ack[0]!.subject).toBe("Мы получили ваше сообщение: Рыбалка с детьми");
  });
});
