import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MAIL_PAGE, mailLinks } from "../../core/admin-mail.ts";
import { mails } from "../../server/db/schema.ts";
import { MAX_ATTEMPTS } from "../../server/jobs/attempts.ts";
import { sendDueMail } from "../../server/jobs/send-mail.ts";
import type { MailTransport } from "../../server/modules/notifications/transport.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { MailDetail, MailList, MailRetried } from "../support/api-views.ts";

// The admin's mail view: the list (newest first, by status and recipient), one mail as rendered,
// and a failed mail sent again. The rows are written straight into `mails`, as the runner would.

let app: TestApp;
let sessions: Awaited<ReturnType<typeof operatorSessions>>;
let traveller: { id: string; token: string; email: string };
const NOW = new Date("2026-11-22T03:00:00Z");

type MailRow = typeof mails.$inferInsert;
let seq = 0;
/** A mail row as the runner writes it; `minutesAgo` orders them. */
function mailRow(values: Partial<MailRow> & { minutesAgo?: number } = {}): MailRow {
  seq += 1;
  const { minutesAgo = 0, ...rest } = values;
  const at = new Date(NOW.getTime() - minutesAgo * 60_000);
  return {
    key: `test:${seq}`,
    kind: "welcome",
    toAddress: `person-${seq}@example.com`,
    locale: "en",
    subject: `Welcome ${seq}`,
    html: `<html><body><a href="https://pa.example/dashboard?x=1&amp;y=2">Open</a></body></html>`,
    text: `Open your dashboard: https://pa.example/dashboard?x=1&y=2`,
    status: "stored",
    attempts: 1,
    runAt: at,
    createdAt: at,
    sentAt: at,
    ...rest,
  };
}

let failedId: number;
let confirmedId: number;

beforeAll(async () => {
  app = await createTestApp({ now: NOW });
  sessions = await operatorSessions(app);
  traveller = await app.signUp("Tess Traveller");
  // Sign-up wrote welcome events, not mail (the runner does not run here): the table starts empty.
  await app.services.db.delete(mails);
  const rows = await app.services.db
    .insert(mails)
    .values([
      ...Array.from({ length: ADMIN_MAIL_PAGE + 2 }, (_, i) => mailRow({ minutesAgo: 100 + i })),
      mailRow({
        minutesAgo: 5,
        kind: "bookingConfirmed",
        toAddress: "olga.guest@example.com",
        locale: "ru",
        subject: "Бронирование PA-ABC123 подтверждено",
        html: `<a href="https://pa.example/dashboard/bookings/b1">Открыть</a> <a href='https://pa.example/unsubscribe?token=t'>Отписаться</a>`,
        text: "Открыть: https://pa.example/dashboard/bookings/b1\nОтписаться: https://pa.example/unsubscribe?token=t",
        ics: "BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n",
        headers: {
          "List-Unsubscribe": "<https://pa.example/unsubscribe/one-click?token=t>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        status: "sent",
      }),
      mailRow({
        minutesAgo: 1,
        kind: "tripReminder",
        toAddress: "olga.guest@example.com",
        subject: "Your trip tomorrow",
        status: "failed",
        attempts: MAX_ATTEMPTS,
        lastError: "connect ECONNREFUSED 127.0.0.1:2525",
        sentAt: null,
      }),
    ])
    .returning({ id: mails.id, status: mails.status });
  failedId = rows.find((r) => r.status === "failed")!.id;
  confirmedId = rows.find((r) => r.status === "sent")!.id;
});
afterAll(() => app.close());

const routes: [string, () => string][] = [
  ["GET", () => "/api/admin/mail"],
  ["GET", () => `/api/admin/mail/${confirmedId}`],
  ["POST", () => `/api/admin/mail/${failedId}/retry`],
];

describe("who may read the mail", () => {
  it.each(routes)("%s: 401 signed out", async (method, path) => {
    const res = await app.request(method, path());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("loginRequired");
  });

  it.each(routes)("%s: 404 for a traveller", async (method, path) => {
    const res = await app.request(method, path(), { token: traveller.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("pageNotFound");
  });

  it.each(routes)("%s: 404 for an operator", async (method, path) => {
    const res = await app.request(method, path(), { token: sessions.avacha });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("pageNotFound");
  });

  it("the refused retry changed nothing", async () => {
    const [row] = await app.services.db.select().from(mails).where(eq(mails.id, failedId));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});

describe("the list", () => {
  it("is newest first, a page at a time, and counts the failed mail", async () => {
    const res = await app.request<MailList>("GET", "/api/admin/mail", { token: sessions.admin });
    expect(res.status).toBe(200);
    const list = expectData(res);
    expect(list.total).toBe(ADMIN_MAIL_PAGE + 4);
    expect(list.pages).toBe(2);
    expect(list.failed).toBe(1);
    expect(list.items).toHaveLength(ADMIN_MAIL_PAGE);
    expect(list.items[0]).toMatchObject({
      id: failedId,
      kind: "tripReminder",
      to: "olga.guest@example.com",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
      sentAt: null,
    });
    expect(list.items[1]).toMatchObject({ id: confirmedId, locale: "ru", status: "sent" });
    // The list carries no bodies.
    expect(list.items[0]).not.toHaveProperty("html");
    const times = list.items.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await app.request<MailList>("GET", "/api/admin/mail?page=2", { token: sessions.admin });
    expect(expectData(second).items).toHaveLength(4);
    expect(expectData(second).page).toBe(2);
  });

  it("filters by status and by part of the address", async () => {
    const failed = await app.request<MailList>("GET", "/api/admin/mail?status=failed", {
      token: sessions.admin,
    });
    expect(expectData(failed).items.map((m: { id: number }) => m.id)).toEqual([failedId]);

    const olga = await app.request<MailList>("GET", "/api/admin/mail?q=OLGA.guest", {
      token: sessions.admin,
    });
    expect(expectData(olga).total).toBe(2);

    const both = await app.request<MailList>("GET", "/api/admin/mail?q=olga&status=sent", {
      token: sessions.admin,
    });
    expect(expectData(both).items.map((m: { id: number }) => m.id)).toEqual([confirmedId]);

    // % and _ are letters, not wildcards.
    const wild = await app.request<MailList>("GET", "/api/admin/mail?q=%25", { token: sessions.admin });
    expect(expectData(wild).total).toBe(0);
  });

  it("refuses a wrong filter with the field named", async () => {
    const status = await app.request<MailList>("GET", "/api/admin/mail?status=lost", {
      token: sessions.admin,
    });
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ code: "invalidChoice", field: "status" });
    const page = await app.request<MailList>("GET", "/api/admin/mail?page=0", { token: sessions.admin });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ code: "tooSmall", field: "page" });
    const long = await app.request<MailList>("GET", `/api/admin/mail?q=${"x".repeat(101)}`, {
      token: sessions.admin,
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: "tooLong", field: "q" });
  });
});

describe("one mail", () => {
  it("has both parts, its headers, its links and its calendar file", async () => {
    const res = await app.request<MailDetail>("GET", `/api/admin/mail/${confirmedId}`, {
      token: sessions.admin,
    });
    expect(res.status).toBe(200);
    const mail = expectData(res);
    expect(mail).toMatchObject({
      id: confirmedId,
      kind: "bookingConfirmed",
      to: "olga.guest@example.com",
      subject: "Бронирование PA-ABC123 подтверждено",
      locale: "ru",
      status: "sent",
      headers: { "List-Unsubscribe": "<https://pa.example/unsubscribe/one-click?token=t>" },
    });
    expect(mail.html).toContain("Открыть");
    expect(mail.text).toContain("https://pa.example/dashboard/bookings/b1");
    expect(mail.ics).toContain("BEGIN:VCALENDAR");
    expect(mail.links).toEqual([
      "https://pa.example/dashboard/bookings/b1",
      "https://pa.example/unsubscribe?token=t",
    ]);
  });

  it("404 mailNotFound for an unknown id, 400 for one that is not a number", async () => {
    const unknown = await app.request<MailDetail>("GET", "/api/admin/mail/999999", { token: sessions.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("mailNotFound");
    const wrong = await app.request<MailDetail>("GET", "/api/admin/mail/abc", { token: sessions.admin });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "notANumber", field: "mailId" });
  });
});

describe("sending a failed mail again", () => {
  it("puts it back in the queue, and the runner sends it", async () => {
    const res = await app.request<MailRetried>("POST", `/api/admin/mail/${failedId}/retry`, {
      token: sessions.admin,
    });
    expect(res.status).toBe(200);
    expect(expectData(res)).toMatchObject({ id: failedId, status: "queued", attempts: 0, lastError: null });

    const sent: number[] = [];
    const transport: MailTransport = {
      kind: "stored",
      send: async (mail) => {
        sent.push(mail.id);
      },
      close() {},
    };
    await sendDueMail(app.services, transport);
    expect(sent).toEqual([failedId]);
    const [row] = await app.services.db.select().from(mails).where(eq(mails.id, failedId));
    expect(row).toMatchObject({ status: "stored", attempts: 1 });

    const list = await app.request<MailList>("GET", "/api/admin/mail", { token: sessions.admin });
    expect(expectData(list).failed).toBe(0);
  });

  it("409 mailNotFailed for a mail that did not fail, 404 for an unknown one", async () => {
    const sent = await app.request<MailRetried>("POST", `/api/admin/mail/${confirmedId}/retry`, {
      token: sessions.admin,
    });
    expect(sent.status).toBe(409);
    expect(sent.body.code).toBe("mailNotFailed");
    const unknown = await app.request<MailRetried>("POST", "/api/admin/mail/999999/retry", {
      token: sessions.admin,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("mailNotFound");
  });
});

describe("the links of a mail", () => {
  it("reads hrefs (entities decoded) and the plain text's addresses, once each", () => {
    expect(
      mailLinks(
        `<a href="https://a.example/x?p=1&amp;q=2">x</a><a href="mailto:hi@a.example">m</a><a href="#top">t</a><img src="https://a.example/logo.png">`,
        "See <https://a.example/x?p=1&q=2> or https://a.example/help.",
      ),
    ).toEqual(["https://a.example/x?p=1&q=2", "mailto:hi@a.example", "https://a.example/help"]);
  });
});
