import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NotificationEvent } from "../../../core/notifications.ts";
import { createdAt } from "./columns.ts";
import { user } from "./auth.ts";
import { bookings } from "./orders.ts";

// Notifications: the outbox of events, the mail they became, and the in-app list.

/**
 * The outbox. A state change writes its event here in its own transaction; the job runner delivers
 * it (mail rows and in-app entries, in one transaction) once `runAt` has come. `key` is the event's
 * idempotency key: the same event written twice is one row.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    kind: text().notNull(),
    event: jsonb().$type<NotificationEvent>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ["pending", "done", "skipped", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("outbox_due")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every mail, rendered: sent through SMTP, or stored for the admin's /admin/mail when there is no
 * SMTP. A worker claims a row with a lease (`lockedUntil`); a crashed worker's lease runs out and
 * another sends it. `key` (event key and recipient) keeps one event from mailing one person twice.
 */
export const mails = pgTable(
  "mails",
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    kind: text().notNull(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    toAddress: text().notNull(),
    locale: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** An iCalendar attachment (a confirmation's event, a cancellation's METHOD:CANCEL). */
    ics: text(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: ["queued", "sending", "sent", "stored", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("mails_due")
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index().on(t.createdAt),
  ],
);

/** The in-app list behind the bell. The text is written when read, in the reader's language. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    bookingId: text().references(() => bookings.id, { onDelete: "cascade" }),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    href: text(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index("notifications_unread")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A newsletter's words in each language: every recipient reads it in their profile's. */
export type NewsletterText = { en: string; ru: string; de: string };

/**
 * A newsletter an admin wrote ("Offers and news"). A draft until sent; sending stamps `sentAt` and
 * the recipients counted then, once: a second send finds it sent and changes nothing.
 */
export const newsletters = pgTable("newsletters", {
  id: serial().primaryKey(),
  subject: jsonb().$type<NewsletterText>().notNull(),
  body: jsonb().$type<NewsletterText>().notNull(),
  createdBy: text().references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
  sentBy: text().references(() => user.id, { onDelete: "set null" }),
  recipients: integer(),
});
