import ICAL from "ical.js";
import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, slotStart } from "../../core/dates.ts";
import { formatMoney } from "../../core/money.ts";
import { mails, notifications, outbox, profiles } from "../../server/db/schema.ts";
import { AVACHA_STAFF, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { openDatabase } from "../../server/db/client.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { answerFromLink, linkedRequest } from "../../server/modules/notifications/request-links.ts";
import { requestLinks } from "../../server/modules/notifications/event-parts.ts";
import { MAX_ATTEMPTS } from "../../server/jobs/attempts.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { startJobRunner, type JobRunner } from "../../server/jobs/runner.ts";
import { sendDueMail } from "../../server/jobs/send-mail.ts";
import { createTransport, type MailTransport } from "../../server/modules/notifications/transport.ts";
import { createServices } from "../../server/services.ts";
import { at, freshIp } from "../support/bookings.ts";
import { bookingBody, cartItem, customerInfo, goodToken } from "../support/factories.ts";
import { startInbox, type Inbox } from "../support/mail.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, engine, testEnv, type TestApp } from "../support/test-app.ts";

// Every event through the real path: the state change writes the outbox, the job runner renders
// and sends through SMTP to a real server in this process. Avacha Volcano Guides (supplier 3)
// runs service 3 and answers within 12 hours.

let app: TestApp;
let inbox: Inbox;
let transport: MailTransport;
let runner: JobRunner;
let tokens: Awaited<ReturnType<typeof operatorSessions>>;
let olga: { id: string; token: string; email: string };
const OWNER = SUPPLIER_OWNERS[3]!.email;
const STAFF = AVACHA_STAFF.email;

beforeAll(async () => {
  inbox = await startInbox();
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  tokens = await operatorSessions(app);
  olga = await app.signUp("Olga Traveller");
  await app.services.db.update(profiles).set({ language: "ru" }).where(eq(profiles.userId, olga.id));
  transport = createTransport({
    smtpUrl: inbox.url,
    from: "Peninsula Adventures <test@localhost>",
    baseUrl: testEnv.baseUrl,
  });
  runner = startJobRunner(app.services, transport, { autoStart: false });
});
afterEach(() => {
  inbox.failing = false;
});
afterAll(async () => {
  await runner.stop();
  transport.close();
  await inbox.close();
  await app.close();
});

/** Delivers what is due and sends it (twice, so that mail written by the first round goes out). */
async function run() {
  await runner.tick();
  await runner.tick();
}

async function book(user: { token: string }, email: string, item: Parameters<typeof cartItem>[1] = {}) {
  const res = await app.request("POST", "/api/bookings", {
    token: user.token,
    ip: freshIp(),
    body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 12, guests: 2, ...item })], {
      customerInfo: { ...customerInfo, email },
    }),
  });
  expect(res.status).toBe(201);
  return { order: res.body.data.order, booking: res.body.data.bookings[0] };
}

const newMail = (before: number) => inbox.received.slice(before);
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? "" : mail.to?.value[0]?.address);
const calendarOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(part, "a calendar part").toBeTruthy();
  return new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
};

describe("a booking's mail, from request to cancellation", () => {
  it("tells the guest (in Russian) and the operator's team, once each", async () => {
    const before = inbox.received.length;
    const { order, booking } = await book(olga, "olga@example.com");
    await run();
    const mailToOlga = newMail(before).filter((m) => to(m) === "olga@example.com");
    // Booking received (with the deadline) and the receipt, in her language, with her reference.
    expect(mailToOlga).toHaveLength(2);
    for (const mail of mailToOlga) expect(mail.html).toContain('lang="ru"');
    const received = mailToOlga.find((m) => m.text?.includes(booking.reference));
    expect(received?.subject).toContain(order.reference);
    const amount = formatMoney(order.totalCents ?? Math.round(order.total * 100), "USD", "ru-RU");
    expect(mailToOlga.some((m) => m.text?.includes(amount))).toBe(true);
    // Both members of Avacha's team get the request, with signed links.
    const team = newMail(before).filter(
      (m) => (to(m) === OWNER || to(m) === STAFF) && m.subject?.includes(booking.reference),
    );
    expect(team).toHaveLength(2);
    for (const mail of team) {
      expect(mail.subject).toContain(booking.reference);
      expect(mail.text).toMatch(/\/respond\/[\w-]+\.[\w-]+/);
    }
    // Nothing more goes out on the next rounds: each event is mailed once.
    const count = inbox.received.length;
    await run();
    expect(inbox.received.length).toBe(count);
    // The in-app entries: Olga's booking received and payment; the owner's new request.
    const olgaEntries = await app.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, olga.id));
    expect(olgaEntries.map((n) => n.kind).sort()).toEqual(["orderReceived", "paymentReceived"]);
  });

  it("confirms once through the signed link, with a calendar file in Kamchatka time", async () => {
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 14 });
    await run();
    const deadline = new Date(booking.supplierDeadline);
    const ctx = {
      baseUrl: testEnv.baseUrl,
      secret: testEnv.authSecret,
      rates: { USD: 1, EUR: 1, RUB: 1 },
      now: app.clock.now,
    };
    const { confirmLink } = requestLinks(ctx, { id: booking.id, supplierDeadline: deadline });
    const token = confirmLink.split("/respond/")[1]!;

    // Tampered: refused. After the deadline: refused.
    const tampered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
    await expect(
      linkedRequest(app.services.db, testEnv.authSecret, tampered, app.clock.now),
    ).rejects.toMatchObject({ code: "linkInvalid" });
    await expect(
      answerFromLink(app.services.db, testEnv.authSecret, token, {}, new Date(deadline.getTime() + 1_000)),
    ).rejects.toMatchObject({ code: "linkInvalid" });

    const before = inbox.received.length;
    const answer = await answerFromLink(app.services.db, testEnv.authSecret, token, {}, app.clock.now);
    expect(answer.status).toBe("confirmed");
    // Once: the second use finds it answered.
    await expect(
      answerFromLink(app.services.db, testEnv.authSecret, token, {}, app.clock.now),
    ).rejects.toMatchObject({
      code: "bookingStatusChanged",
    });
    await run();
    const confirmation = newMail(before).filter((m) => to(m) === "olga@example.com");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toContain(booking.reference);
    const calendar = calendarOf(confirmation[0]!);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(
      "Asia/Kamchatka",
    );
    expect(event.startDate.toString()).toBe(`${booking.date}T${booking.time}:00`);
    const utc = slotStart(booking.date, booking.time).toISOString().slice(0, 16);
    expect(event.startDate.toJSDate().toISOString().slice(0, 16)).toBe(utc);
    expect(event.sequence).toBe(0);

    // The operator calls it off: the cancellation cancels the same calendar event.
    const cancelledBefore = inbox.received.length;
    const res = await app.request("POST", `/api/operator/bookings/${booking.id}/cancel`, {
      token: tokens.avacha,
      body: { reason: "Volcano closed by the park" },
    });
    expect(res.status).toBe(200);
    await run();
    const cancellation = newMail(cancelledBefore).filter((m) => to(m) === "olga@example.com");
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]!.text).toContain("Volcano closed by the park");
    const cancelled = calendarOf(cancellation[0]!);
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    const cancelledEvent = new ICAL.Event(cancelled.getFirstSubcomponent("vevent")!);
    expect(cancelledEvent.uid).toBe(event.uid);
    expect(cancelledEvent.sequence).toBeGreaterThan(event.sequence);
  });

  it("rejects through the signed link only with a reason", async () => {
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 15 });
    await run();
    const ctx = {
      baseUrl: testEnv.baseUrl,
      secret: testEnv.authSecret,
      rates: { USD: 1, EUR: 1, RUB: 1 },
      now: app.clock.now,
    };
    const { rejectLink } = requestLinks(ctx, {
      id: booking.id,
      supplierDeadline: new Date(booking.supplierDeadline),
    });
    const token = rejectLink.split("/respond/")[1]!;
    await expect(
      answerFromLink(app.services.db, testEnv.authSecret, token, {}, app.clock.now),
    ).rejects.toMatchObject({
      code: "reasonRequired",
    });
    const before = inbox.received.length;
    const answer = await answerFromLink(
      app.services.db,
      testEnv.authSecret,
      token,
      { reason: "Fully booked crew" },
      app.clock.now,
    );
    expect(answer.status).toBe("rejected");
    await run();
    const rejected = newMail(before).filter((m) => to(m) === "olga@example.com");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain("Fully booked crew");
  });
});

describe("reminders at the right hour", () => {
  it("reminds the operator at half time and 3 hours before the deadline, and the guest a day before", async () => {
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 3 });
    const created = app.clock.now;
    const deadline = new Date(booking.supplierDeadline);
    const half = new Date(created.getTime() + (deadline.getTime() - created.getTime()) / 2);
    const final = new Date(deadline.getTime() - 3 * 3_600_000);
    await run();
    const teamMail = () =>
      inbox.received.filter((m) => to(m) === OWNER && m.subject?.includes(booking.reference)).length;
    const start = teamMail();
    await at(app, new Date(half.getTime() - 60_000), run);
    expect(teamMail()).toBe(start);
    await at(app, new Date(half.getTime() + 60_000), run);
    expect(teamMail()).toBe(start + 1);
    await at(app, new Date(final.getTime() + 60_000), run);
    expect(teamMail()).toBe(start + 2);

    // Confirmed after the last reminder; the guest's reminder comes 24 hours before 08:00 Kamchatka time.
    await at(app, new Date(final.getTime() + 120_000), async () => {
      const res = await app.request("POST", `/api/operator/bookings/${booking.id}/confirm`, {
        token: tokens.avacha,
      });
      expect(res.status).toBe(200);
      await run();
    });
    const departure = slotStart(booking.date, booking.time);
    const dayBefore = new Date(departure.getTime() - 24 * 3_600_000);
    const guestMail = () =>
      inbox.received.filter((m) => to(m) === "olga@example.com" && m.subject?.includes(booking.reference))
        .length;
    const confirmed = guestMail();
    await at(app, new Date(dayBefore.getTime() - 60_000), run);
    expect(guestMail()).toBe(confirmed);
    await at(app, new Date(dayBefore.getTime() + 60_000), run);
    expect(guestMail()).toBe(confirmed + 1);
    // The departure in the peninsula's calendar: 08:00 on the booked day is 20:00 UTC the day before.
    expect(departure.toISOString()).toBe(`${addDays(booking.date, -1)}T20:00:00.000Z`);
  });

  it("skips a reminder for a request that was answered meanwhile", async () => {
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 4 });
    await run();
    const res = await app.request("POST", `/api/operator/bookings/${booking.id}/reject`, {
      token: tokens.avacha,
      body: { reason: "Crew ill" },
    });
    expect(res.status).toBe(200);
    await at(app, new Date(new Date(booking.supplierDeadline).getTime() - 60_000), run);
    const [half] = await app.services.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(eq(outbox.key, `requestReminder:${booking.id}:half`));
    expect(half?.status).toBe("skipped");
  });

  it("prompts for a review when the trip is completed", async () => {
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 5 });
    await app.request("POST", `/api/operator/bookings/${booking.id}/confirm`, { token: tokens.avacha });
    const after = new Date(`${addDays(booking.date, 2)}T00:00:00Z`);
    const before = inbox.received.length;
    await at(app, after, async () => {
      await advanceBookings(app.services.db, app.clock.now);
      await run();
    });
    const prompt = newMail(before).filter((m) => to(m) === "olga@example.com" && m.text?.includes("#review"));
    expect(prompt).toHaveLength(1);
  });
});

describe("messages, receipts and invitations", () => {
  it("tells the team of a guest's message, the guest of the reply, the payer of a top-up, the invitee of a team invitation", async () => {
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 18 });
    await app.request("POST", `/api/operator/bookings/${booking.id}/confirm`, { token: tokens.avacha });
    await run();
    const before = inbox.received.length;
    expect(
      (
        await app.request("POST", `/api/booking/${booking.id}/messages`, {
          token: olga.token,
          body: { message: "Can we bring a dog?" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app.request("POST", `/api/operator/messages/${booking.id}`, {
          token: tokens.avacha,
          body: { message: "Dogs are welcome on a lead." },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app.request("POST", `/api/points/${olga.id}/top-up`, {
          token: olga.token,
          body: { amount: 25, paymentToken: goodToken },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app.request("POST", "/api/operator/team/invitations", {
          token: tokens.avacha,
          body: { email: "new.guide@example.com" },
        })
      ).status,
    ).toBe(201);
    await run();
    const got = newMail(before);
    const guestMessage = got.filter(
      (m) => (to(m) === OWNER || to(m) === STAFF) && m.text?.includes("Can we bring a dog?"),
    );
    expect(guestMessage).toHaveLength(2);
    const reply = got.filter(
      (m) => to(m) === "olga@example.com" && m.text?.includes("Dogs are welcome on a lead."),
    );
    expect(reply).toHaveLength(1);
    const receipt = got.filter(
      (m) => to(m) === olga.email && m.text?.includes(formatMoney(2500, "USD", "ru-RU")),
    );
    expect(receipt).toHaveLength(1);
    const invitation = got.filter((m) => to(m) === "new.guide@example.com");
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.text).toMatch(/\/operator\/invitations\/\S+/);
  });
});

describe("settings decide, security mail does not ask", () => {
  it("sends no booking mail to someone who switched it off, but keeps the in-app entry and the receipt", async () => {
    const quiet = await app.signUp("Quiet Traveller");
    await app.services.db
      .update(profiles)
      .set({ notifyBookingUpdates: false })
      .where(eq(profiles.userId, quiet.id));
    const before = inbox.received.length;
    const { order } = await book(quiet, "quiet@example.com", { daysAhead: 16 });
    await run();
    const mine = newMail(before).filter((m) => to(m) === "quiet@example.com");
    // Only the receipt (required by law); "booking received" is a booking update.
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain(order.reference);
    const entries = await app.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, quiet.id));
    expect(entries.map((n) => n.kind).sort()).toEqual(["orderReceived", "paymentReceived"]);
    // Optional mail carries the one-click unsubscribe headers; the receipt does not.
    const [stored] = await app.services.db
      .select({ headers: mails.headers })
      .from(mails)
      .where(and(eq(mails.userId, olga.id), eq(mails.kind, "bookingConfirmed")));
    expect(stored?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mine[0]!.headers.get("list-unsubscribe")).toBeUndefined();
  });

  it("mails a referral invitation to the friend, at most ten a day per user", async () => {
    const before = inbox.received.length;
    const res = await app.request("POST", `/api/referrals/${olga.id}/invites`, {
      token: olga.token,
      body: { email: "friend@example.com" },
    });
    expect(res.status).toBe(201);
    await run();
    const invitation = newMail(before).filter((m) => to(m) === "friend@example.com");
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.text).toMatch(/\?ref=\w+/);
    for (let i = 0; i < 9; i++) {
      await app.request("POST", `/api/referrals/${olga.id}/invites`, {
        token: olga.token,
        body: { email: `f${i}@example.com` },
      });
    }
    const over = await app.request("POST", `/api/referrals/${olga.id}/invites`, {
      token: olga.token,
      body: { email: "one-more@example.com" },
    });
    expect(over.status).toBe(429);
  });
});

describe("delivery that survives failures", () => {
  it("retries a refusing SMTP server with backoff, then marks the mail failed", async () => {
    await run();
    inbox.failing = true;
    const newcomer = await app.signUp("New Comer");
    await deliverDueEvents(app.services);
    const row = async () =>
      (
        await app.services.db
          .select()
          .from(mails)
          .where(and(eq(mails.userId, newcomer.id), eq(mails.kind, "welcome")))
      )[0]!;
    let clock = app.clock.now.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const sent = await at(app, new Date(clock), () => sendDueMail(app.services, transport));
      expect(sent.sent).toBe(0);
      const mail = await row();
      expect(mail.attempts).toBe(attempt);
      expect(mail.lastError).toContain("451");
      if (attempt < MAX_ATTEMPTS) {
        expect(mail.status).toBe("queued");
        // Not again before its time.
        expect(mail.runAt.getTime()).toBeGreaterThan(clock);
        clock = mail.runAt.getTime();
      } else {
        expect(mail.status).toBe("failed");
      }
    }
    inbox.failing = false;
    await at(app, new Date(clock + 24 * 3_600_000), () => sendDueMail(app.services, transport));
    expect((await row()).status).toBe("failed");
  });

  it("loses nothing when the process dies between the state change and the send", async () => {
    // The booking commits its events; no runner runs (the process "dies"). A new process starts
    // on the same database and sends them.
    const before = inbox.received.length;
    const { booking } = await book(olga, "olga@example.com", { daysAhead: 17 });
    const pending = await app.services.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(pending.some((e) => e.key === `newRequest:${booking.id}`)).toBe(true);
    const restarted = startJobRunner({ ...app.services }, transport, { autoStart: false });
    await restarted.tick();
    await restarted.tick();
    await restarted.stop();
    // "Booking received" to the guest and the request to the two members of the team.
    expect(newMail(before).filter((m) => m.text?.includes(booking.reference))).toHaveLength(3);
  });
});

describe.runIf(engine === "postgres")("two processes on one PostgreSQL", () => {
  it("send each mail once", async () => {
    const second = await openDatabase({ databaseUrl: app.databaseUrl!, poolSize: 10 });
    const other = createServices(second.db, testEnv, { now: () => app.clock.now, catalogTtlMs: 0 });
    const otherTransport = createTransport({
      smtpUrl: inbox.url,
      from: "test@localhost",
      baseUrl: testEnv.baseUrl,
    });
    const otherRunner = startJobRunner(other, otherTransport, { autoStart: false });
    try {
      const before = inbox.received.length;
      const placed = [];
      for (let i = 0; i < 6; i++)
        placed.push(await book(olga, `twice-${i}@example.com`, { daysAhead: 20 + i, guests: 1 }));
      await Promise.all([run(), otherRunner.tick(), run(), otherRunner.tick(), otherRunner.tick()]);
      await Promise.all([run(), otherRunner.tick()]);
      const got = newMail(before);
      const keys = got.map((m) => `${to(m)}|${m.subject}`);
      expect(new Set(keys).size).toBe(keys.length);
      // Per booking: received + receipt to the guest, the request to two team members.
      for (let i = 0; i < 6; i++)
        expect(got.filter((m) => to(m) === `twice-${i}@example.com`)).toHaveLength(2);
      expect(got.filter((m) => to(m) === OWNER)).toHaveLength(6);
    } finally {
      await otherRunner.stop();
      otherTransport.close();
      await second.close();
    }
  });
});
