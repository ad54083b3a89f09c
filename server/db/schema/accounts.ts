import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { user } from "./auth.ts";
import { services, suppliers } from "./catalog.ts";
import { bookings } from "./orders.ts";

// A traveller's own: points ledger, referrals, messages to suppliers, favourites, profile, and
// contact messages.

export const transactionKinds = ["top_up", "cashback", "referral", "spend", "refund"] as const;

/** The points ledger: balance = credits minus debits (1 point = 1 USD, kept in cents). */
export const transactions = pgTable(
  "transactions",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text({ enum: ["credit", "debit"] }).notNull(),
    kind: text({ enum: transactionKinds }).notNull(),
    amountCents: integer().notNull(),
    description: text().notNull(),
    status: text({ enum: ["completed", "pending"] })
      .notNull()
      .default("completed"),
    bookingId: text().references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    check("transactions_amount", sql`${t.amountCents} > 0`),
    // A completed booking earns its 5% once, however many job runs or processes see it.
    uniqueIndex("transactions_one_cashback_per_booking")
      .on(t.bookingId)
      .where(sql`${t.kind} = 'cashback'`),
  ],
);

export const referrals = pgTable(
  "referrals",
  {
    id: text().primaryKey(),
    referrerId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    referredUserId: text()
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    status: text({ enum: ["pending", "active"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    activatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.referrerId)],
);

export const referralInvites = pgTable("referral_invites", {
  id: serial().primaryKey(),
  userId: text()
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text().notNull(),
  createdAt: createdAt(),
});

/** The conversation about a booking: the guest's messages and the operator's replies. */
export const supplierMessages = pgTable(
  "supplier_messages",
  {
    id: serial().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id),
    message: text().notNull(),
    author: text({ enum: ["guest", "operator"] })
      .notNull()
      .default("guest"),
    /** When the other side read it (the operator's inbox counts the unread). */
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId), index().on(t.supplierId)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

export const profiles = pgTable("profiles", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  phone: text(),
  country: text(),
  address: text(),
  city: text(),
  language: text({ enum: ["en", "ru", "de"] })
    .notNull()
    .default("en"),
  currency: text({ enum: ["USD", "EUR", "RUB"] })
    .notNull()
    .default("USD"),
  theme: text({ enum: ["system", "light", "dark"] })
    .notNull()
    .default("system"),
  referralCode: text().notNull().unique(),
  // What is sent, per category and channel (e-mail, in the app); security mail and receipts always are.
  notifyBookingUpdates: boolean().notNull().default(true),
  notifyPaymentAlerts: boolean().notNull().default(true),
  notifyMarketing: boolean().notNull().default(false),
  inAppBookingUpdates: boolean().notNull().default(true),
  inAppPaymentAlerts: boolean().notNull().default(true),
  inAppMarketing: boolean().notNull().default(false),
  profileVisible: boolean().notNull().default(true),
  shareBookingHistory: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial().primaryKey(),
  userId: text().references(() => user.id, { onDelete: "set null" }),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text().notNull(),
  message: text().notNull(),
  /** The language of the page it was written on: the acknowledgement is mailed in it. */
  locale: text().notNull().default("en"),
  /** The platform answered it: the admin's inbox keeps handled messages apart. */
  handledAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A step the account's owner must confirm from their mailbox (decision 028): a new sign-in address
 * (confirmed by a link mailed to it) or the account's deletion (by a 6-digit code, for an account
 * without a password). One open request per user and purpose: asking again replaces it, so only
 * the latest link or code works; using it removes the row, so it works once.
 */
export const accountConfirmations = pgTable(
  "account_confirmations",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["email", "deletion"] }).notNull(),
    /** The address asked for (purpose "email"). */
    newEmail: text(),
    /** A keyed hash of the link's nonce or of the code: the secret itself is only in the mail. */
    secretHash: text().notNull(),
    /** Wrong codes typed against it; past the limit it is void. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);
