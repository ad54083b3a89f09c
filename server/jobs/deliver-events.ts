import { and, asc, eq, lte } from "drizzle-orm";
import { daysBetween } from "../../core/dates.ts";
import { bookingCalendar } from "../../core/ics.ts";
import { eventCategory, type MailMessage } from "../../core/notifications.ts";
import type { Tx } from "../db/client.ts";
import { mails, notifications, outbox } from "../db/schema.ts";
import type { Delivery, EventContext } from "../modules/notifications/event-parts.ts";
import { deliveriesFor } from "../modules/notifications/events.ts";
import { mailCalendarText } from "../modules/notifications/mail-content.ts";
import { renderMail } from "../modules/notifications/render.tsx";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "../modules/notifications/unsubscribe.ts";
import { failureText, MAX_ATTEMPTS, retryDelayMs, type RunnerServices } from "./attempts.ts";

/**
 * Delivers the events whose time has come, one transaction each: the event is claimed with
 * `FOR UPDATE SKIP LOCKED` (another process takes the next one), turned into mail rows and in-app
 * entries, and marked done, all or nothing. An event whose moment has passed (a reminder for a
 * request already answered) is marked skipped. A failure leaves it pending with a later `runAt`;
 * the fifth marks it failed.
 */
export async function deliverDueEvents(services: RunnerServices, limit = 20): Promise<number> {
  const { db } = services;
  const now = services.now();
  const ctx: EventContext = {
    baseUrl: services.env.baseUrl,
    secret: services.env.authSecret,
    rates: (await services.rates.get()).rates,
    now,
    organizerEmail: services.env.mailFrom.match(/<([^>]+)>/)?.[1] ?? services.env.mailFrom,
  };
  let delivered = 0;
  for (let i = 0; i < limit; i++) {
    let claimed: { id: number; attempts: number } | undefined;
    try {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, "pending"), lte(outbox.runAt, now)))
          .orderBy(asc(outbox.runAt), asc(outbox.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return false;
        claimed = row;
        const deliveries = await deliveriesFor(tx, row.event, ctx);
        for (const delivery of deliveries ?? []) await write(tx, row, delivery, ctx);
        await tx
          .update(outbox)
          .set({ status: deliveries ? "done" : "skipped", attempts: row.attempts + 1, doneAt: now })
          .where(eq(outbox.id, row.id));
        return true;
      });
      if (!done) break;
      delivered += 1;
    } catch (error) {
      if (!claimed) throw error;
      const attempts = claimed.attempts + 1;
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: failureText(error),
          ...(attempts >= MAX_ATTEMPTS
            ? { status: "failed" as const, doneAt: now }
            : { runAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
        })
        .where(eq(outbox.id, claimed.id));
    }
  }
  return delivered;
}

/** One delivery: the mail (unless the recipient switched that category off) and the in-app entry. */
async function write(
  tx: Tx,
  event: { key: string; kind: string },
  delivery: Delivery,
  ctx: EventContext,
): Promise<void> {
  const { to, message } = delivery;
  const category = eventCategory[message.kind];
  const settings = category === "required" ? undefined : to.settings?.[category];
  const optional = category !== "required" && to.userId !== null;
  if (!settings || settings.email) {
    const unsubscribe = optional ? unsubscribeUrl(ctx.baseUrl, ctx.secret, to.userId!, category) : undefined;
    const rendered = await renderMail(message, {
      locale: to.locale,
      baseUrl: ctx.baseUrl,
      unsubscribeUrl: unsubscribe,
    });
    await tx
      .insert(mails)
      .values({
        key: `${event.key}:${to.key}`,
        kind: message.kind,
        userId: to.userId,
        toAddress: to.email,
        locale: to.locale,
        ...rendered,
        ics: delivery.ics ? calendarOf(message, delivery.ics, to, ctx) : null,
        headers: optional
          ? {
              "List-Unsubscribe": `<${oneClickUnsubscribeUrl(ctx.baseUrl, ctx.secret, to.userId!, category)}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : {},
        runAt: ctx.now,
        createdAt: ctx.now,
      })
      .onConflictDoNothing({ target: mails.key });
  }
  if (delivery.inApp && to.userId && (!settings || settings.inApp)) {
    await tx
      .insert(notifications)
      .values({
        key: `${event.key}:${to.userId}`,
        userId: to.userId,
        kind: event.kind,
        ...delivery.inApp,
        createdAt: ctx.now,
      })
      .onConflictDoNothing({ target: notifications.key });
  }
}

/** The departure as a calendar event, in the reader's language: one UID per booking for its whole life. */
function calendarOf(
  message: MailMessage,
  ics: NonNullable<Delivery["ics"]>,
  to: Delivery["to"],
  ctx: EventContext,
): string | null {
  if (!("booking" in message)) return null;
  const { booking } = message;
  return bookingCalendar({
    uid: `booking-${ics.bookingId}@${new URL(ctx.baseUrl).hostname}`,
    sequence: ics.sequence,
    method: ics.method,
    ...mailCalendarText(to.locale, booking, message.link),
    location: booking.meetingPoint,
    startDate: booking.startDate,
    time: booking.time,
    durationDays: daysBetween(booking.startDate, booking.endDate) + 1,
    durationHours: booking.durationHours ?? null,
    endTime: booking.endTime ?? null,
    url: message.link,
    stamp: ctx.now,
    organizer: { name: "Peninsula Adventures", email: ctx.organizerEmail },
    attendee: { name: to.name, email: to.email },
  });
}
