import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slotStart } from "../../core/dates.ts";
import { formatMoney } from "../../core/money.ts";
import { notifications } from "../../server/db/schema.ts";
import { answerFromLink, linkedRequest } from "../../server/modules/notifications/request-links.ts";
import { requestLinks } from "../../server/modules/notifications/event-parts.ts";
import { useMailWorld, OWNER, STAFF, to } from "../support/mail-world.ts";
import { testEnv, useCaseContext } from "../support/test-app.ts";
import type { OperatorCancelled } from "../support/api-views.ts";

// A booking's mail, from the request to its cancellation (support/mail-world.ts: the real path).
// Reminders, messages and settings, delivery: notifications-mail-*.test.ts.

const world = useMailWorld();

const calendarOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(part, "a calendar part").toBeTruthy();
  return new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
};

describe("a booking's mail, from request to cancellation", () => {
  it("tells the guest (in Russian) and the operator's team, once each", async () => {
    const before = world.inbox.received.length;
    const { order, booking } = await world.book(world.olga, "olga@example.com");
    await world.run();
    const mailToOlga = world.newMail(before).filter((m) => to(m) === "olga@example.com");
    // Booking received (with the deadline) and the receipt, in her language, with her reference.
    expect(mailToOlga).toHaveLength(2);
    for (const mail of mailToOlga) expect(mail.html).toContain('lang="ru"');
    const received = mailToOlga.find((m) => m.text?.includes(booking.reference));
    expect(received?.subject).toContain(order.reference);
    // Its "View your bookings" opens the bookings.
    expect(received?.html).toContain(`href="${testEnv.baseUrl}/dashboard/bookings"`);
    expect(received?.html).not.toContain(`href="${testEnv.baseUrl}/orders/`);
    const amount = formatMoney(order.totalCents ?? Math.round(order.total * 100), "USD", "ru-RU");
    expect(mailToOlga.some((m) => m.text?.includes(amount))).toBe(true);
    // Both members of Avacha's team get the request, with signed links.
    const team = world
      .newMail(before)
      .filter((m) => (to(m) === OWNER || to(m) === STAFF) && m.subject?.includes(booking.reference));
    expect(team).toHaveLength(2);
    for (const mail of team) {
      expect(mail.subject).toContain(booking.reference);
      expect(mail.text).toMatch(/\/respond\/[\w-]+\.[\w-]+/);
    }
    // Nothing more goes out on the next rounds: each event is mailed once.
    const count = world.inbox.received.length;
    await world.run();
    expect(world.inbox.received.length).toBe(count);
    // The in-app entries: Olga's booking received and payment; the owner's new request.
    const olgaEntries = await world.app.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.olga.id));
    expect(olgaEntries.map((n) => n.kind).sort()).toEqual(["orderReceived", "paymentReceived"]);
  });

  it("confirms once through the signed link, with a calendar file in Kamchatka time", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 14 });
    await world.run();
    const deadline = new Date(booking.supplierDeadline);
    const ctx = {
      baseUrl: testEnv.baseUrl,
      secret: testEnv.authSecret,
      rates: { USD: 1, EUR: 1, RUB: 1 },
      now: world.app.clock.now,
    };
    const { confirmLink } = requestLinks(ctx, { id: booking.id, supplierDeadline: deadline });
    const token = confirmLink.split("/respond/")[1]!;

    // Tampered: refused. After the deadline: refused.
    const tampered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
    await expect(linkedRequest(useCaseContext(world.app, null), { token: tampered })).rejects.toMatchObject({
      code: "linkInvalid",
    });
    await expect(
      answerFromLink(
        { ...useCaseContext(world.app, null), now: new Date(deadline.getTime() + 1_000) },
        { token, input: {} },
      ),
    ).rejects.toMatchObject({ code: "linkInvalid" });

    const before = world.inbox.received.length;
    const signals: string[] = [];
    world.app.services.changes.onChange((kind) => signals.push(kind));
    const answer = await answerFromLink(useCaseContext(world.app, null), { token, input: {} });
    expect(answer.status).toBe("confirmed");
    // A confirmed request keeps its seats: nothing public changed.
    expect(signals).toEqual([]);
    // Once: the second use finds it answered.
    await expect(answerFromLink(useCaseContext(world.app, null), { token, input: {} })).rejects.toMatchObject(
      {
        code: "bookingStatusChanged",
      },
    );
    await world.run();
    const confirmation = world.newMail(before).filter((m) => to(m) === "olga@example.com");
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
    // The operator's meeting point is the place, and the trip ends when the service says: the
    // seeded three-day Nalychevo weekend at 17:00 on its third day.
    expect(event.location).toContain("Hotel Avacha, Leningradskaya 61");
    const lastDay = new Date(Date.parse(`${booking.date}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(event.endDate.toString()).toBe(`${lastDay}T17:00:00`);
    expect(confirmation[0]!.html).toContain("https://www.openstreetmap.org/?mlat=53.0467&amp;mlon=158.6496");

    // The operator calls it off: the cancellation cancels the same calendar event.
    const cancelledBefore = world.inbox.received.length;
    const res = await world.app.request<OperatorCancelled>(
      "POST",
      `/api/operator/bookings/${booking.id}/cancel`,
      {
        token: world.tokens.avacha,
        body: { reason: "Volcano closed by the park" },
      },
    );
    expect(res.status).toBe(200);
    await world.run();
    const cancellation = world.newMail(cancelledBefore).filter((m) => to(m) === "olga@example.com");
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]!.text).toContain("Volcano closed by the park");
    const cancelled = calendarOf(cancellation[0]!);
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    const cancelledEvent = new ICAL.Event(cancelled.getFirstSubcomponent("vevent")!);
    expect(cancelledEvent.uid).toBe(event.uid);
    expect(cancelledEvent.sequence).toBeGreaterThan(event.sequence);
  });

  it("rejects through the signed link only with a reason", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 15 });
    await world.run();
    const ctx = {
      baseUrl: testEnv.baseUrl,
      secret: testEnv.authSecret,
      rates: { USD: 1, EUR: 1, RUB: 1 },
      now: world.app.clock.now,
    };
    const { rejectLink } = requestLinks(ctx, {
      id: booking.id,
      supplierDeadline: new Date(booking.supplierDeadline),
    });
    const token = rejectLink.split("/respond/")[1]!;
    await expect(answerFromLink(useCaseContext(world.app, null), { token, input: {} })).rejects.toMatchObject(
      {
        code: "reasonRequired",
      },
    );
    const before = world.inbox.received.length;
    const signals: string[] = [];
    world.app.services.changes.onChange((kind) => signals.push(kind));
    const answer = await answerFromLink(useCaseContext(world.app, null), {
      token,
      input: { reason: "Fully booked crew" },
    });
    expect(answer.status).toBe("rejected");
    // The seats are back on sale: the visitors' copies are told, once.
    expect(signals).toEqual(["seats"]);
    await world.run();
    const rejected = world.newMail(before).filter((m) => to(m) === "olga@example.com");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain("Fully booked crew");
  });
});
