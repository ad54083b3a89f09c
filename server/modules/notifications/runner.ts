import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { daysBetween } from "../../../core/dates.ts";
import { bookingCalendar } from "../../../core/ics.ts";
import { eventCategory, type MailMessage } from "../../../core/notifications.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { OutageMonitor } from "../../db/outage.ts";
import { mails, notifications, outbox } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { log } from "../../log.ts";
import type { RatesService } from "../rates/rates.ts";
import type { Changes } from "../../changes.ts";
import { advanceBookings, LIFECYCLE_INTERVAL_MS } from "../booking/lifecycle.ts";
import type { PaymentProvider } from "../payment/provider.ts";
import { reconcileCheckouts, settleRefunds } from "../payment/settle.ts";
import { deliveriesFor, type Delivery, type EventContext } from "./events.ts";
import { mailCalendarText, renderMail } from "./render.tsx";
import type { MailTransport } from "./transport.ts";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./unsubscribe.ts";

/** After this many failed attempts an event or a mail is marked failed and left for a person to see. */
export const MAX_ATTEMPTS = 5;
/** A worker's claim on a mail; a worker that died while sending loses it after this long. */
export const MAIL_LEASE_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min, 4 min... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface RunnerServices {
  db: Db;
  env: Pick<Env, "baseUrl" | "authSecret" | "mailFrom">;
  rates: Pick<RatesService, "get">;
  /** The payment provider: refunds decided by cancellations are handed to it each round. */
  payments?: PaymentProvider;
  /** An unreachable database is the outage monitor's to log (once), not each round's. */
  outage?: Pick<OutageMonitor, "report">;
  /** Told when the lifecycle moved bookings (what visitors are shown is read again). */
  changes?: Pick<Changes, "changed">;
  now: () => Date;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

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
          lastError: errorText(error),
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
    url: message.link,
    stamp: ctx.now,
    organizer: { name: "Peninsula Adventures", email: ctx.organizerEmail },
    attendee: { name: to.name, email: to.email },
  });
}

/**
 * Sends the mail that is due. Rows are claimed with a lease in one statement (`FOR UPDATE SKIP
 * LOCKED`, so two processes never claim the same row), sent outside any transaction, then marked
 * sent (or stored, without SMTP). A failure is retried later; the fifth marks the mail failed.
 */
export async function sendDueMail(
  services: Pick<RunnerServices, "db" | "now">,
  transport: MailTransport,
  limit = 10,
): Promise<{ sent: number; failed: number }> {
  const { db } = services;
  const now = services.now();
  const due = db
    .select({ id: mails.id })
    .from(mails)
    .where(
      or(
        and(eq(mails.status, "queued"), lte(mails.runAt, now)),
        and(eq(mails.status, "sending"), lt(mails.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mails.runAt), asc(mails.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mails)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + MAIL_LEASE_MS),
      attempts: sql`${mails.attempts} + 1`,
    })
    .where(inArray(mails.id, due))
    .returning();
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send(mail);
      await db
        .update(mails)
        .set({
          status: transport.kind === "smtp" ? "sent" : "stored",
          sentAt: services.now(),
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mails.id, mail.id));
      sent += 1;
    } catch (error) {
      const last = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mails)
        .set({
          status: last ? "failed" : "queued",
          lockedUntil: null,
          lastError: errorText(error),
          runAt: new Date(services.now().getTime() + retryDelayMs(mail.attempts)),
        })
        .where(eq(mails.id, mail.id));
      if (last) failed += 1;
    }
  }
  return { sent, failed };
}

export interface JobRunner {
  /** One round: the lifecycle pass when due, money (refunds, abandoned checkouts), due events, due mail. Tests call it with a moved clock. */
  tick(): Promise<void>;
  /** Stops the timer and waits for a round under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * The one job runner: every process runs it; the claims above and the lifecycle's conditional
 * updates keep two processes from doing the same work. A round never overlaps the previous one; a
 * failed round is logged in one line and the next tries again. The timer does not keep the process
 * alive.
 */
export function startJobRunner(
  services: RunnerServices,
  transport: MailTransport,
  options: { intervalMs?: number; lifecycleIntervalMs?: number; autoStart?: boolean } = {},
): JobRunner {
  const intervalMs = options.intervalMs ?? 1_000;
  const lifecycleIntervalMs = options.lifecycleIntervalMs ?? LIFECYCLE_INTERVAL_MS;
  let lastLifecycle = -Infinity;
  let running: Promise<void> | null = null;
  let stopped = false;
  let failing = false;

  const round = async () => {
    const now = services.now();
    if (now.getTime() - lastLifecycle >= lifecycleIntervalMs) {
      const moved = await advanceBookings(services.db, now);
      lastLifecycle = now.getTime();
      if (moved.completed || moved.rejected) {
        log.info("lifecycle", { completed: moved.completed, rejected: moved.rejected });
        // Rejected requests give their seats back (and completed trips add ratings' weight).
        services.changes?.changed();
      }
    }
    // Money: refunds decided since the last round go to the provider; checkouts abandoned
    // between charge and commit give their money back.
    if (services.payments) {
      await settleRefunds(services.db, services.payments, now);
      await reconcileCheckouts(services.db, services.payments, now);
    }
    await deliverDueEvents(services);
    const { failed } = await sendDueMail(services, transport);
    if (failed) log.error("mail failed for good; see /admin/mail", { failed });
  };
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= round()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // One line per outage, not one per second.
        if (!services.outage?.report(error) && !failing) log.error("job runner round failed", { error });
        failing = true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  if (options.autoStart !== false) {
    void tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  }
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
