import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FeeRule, TypePrices } from "../../../core/participants.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { services } from "./catalog.ts";
import { bookings } from "./orders.ts";

// Who is coming and what it costs (decision 042): a service's participant types, its seasons, its
// fee and tax lines and its waiver; a booking's participants with their details and waivers.

export const participantCodeValues = ["adult", "child", "infant", "senior", "student"] as const;

/** The types a service takes, each with its ages, its price outside every season and whether it takes a seat. */
export const serviceParticipantTypes = pgTable(
  "service_participant_types",
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    code: text({ enum: participantCodeValues }).notNull(),
    minAge: smallint(),
    maxAge: smallint(),
    priceCents: integer().notNull(),
    takesSeat: boolean().notNull().default(true),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.code] }),
    check("participant_types_price", sql`${t.priceCents} >= 0`),
    check(
      "participant_types_ages",
      sql`(${t.minAge} IS NULL OR ${t.minAge} BETWEEN 0 AND 120) AND (${t.maxAge} IS NULL OR ${t.maxAge} BETWEEN 0 AND 120) AND (${t.minAge} IS NULL OR ${t.maxAge} IS NULL OR ${t.minAge} <= ${t.maxAge})`,
    ),
  ],
);

/** A season: from `startsOn` to `endsOn` (both included) the types named cost these prices. */
export const servicePricePeriods = pgTable(
  "service_price_periods",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    name: text().notNull(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    prices: jsonb().$type<TypePrices>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.serviceId), check("price_periods_range", sql`${t.endsOn} >= ${t.startsOn}`)],
);

/** A fee or tax line of a service (core/participants.ts FeeRule). */
export const serviceFees = pgTable(
  "service_fees",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    kind: text({ enum: ["fee", "tax"] }).notNull(),
    names: jsonb().$type<FeeRule["names"]>().notNull(),
    basis: text({ enum: ["person", "booking"] }).notNull(),
    amountKind: text({ enum: ["fixed", "percent"] }).notNull(),
    amount: integer().notNull(),
    included: boolean().notNull().default(false),
    position: smallint().notNull().default(0),
  },
  (t) => [
    index().on(t.serviceId),
    check(
      "service_fees_amount",
      sql`${t.amount} >= 0 AND (${t.amountKind} = 'fixed' OR ${t.amount} <= 10000)`,
    ),
  ],
);

/** The operator's waiver, versioned: a new text is a new version; each version in each language. */
export const serviceWaivers = pgTable(
  "service_waivers",
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    lang: text({ enum: ["en", "ru", "de"] }).notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.version, t.lang] })],
);

/**
 * One row per person on a booking, written when the booking is made (type only) and filled in
 * after it by the guest or a co-traveller's link: details, licence, and the waiver they accepted
 * (which version, in which language, when, from which address, under which name).
 */
export const bookingParticipants = pgTable(
  "booking_participants",
  {
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    type: text({ enum: participantCodeValues }).notNull(),
    name: text(),
    birthDate: date({ mode: "string" }),
    licenceNumber: text(),
    licenceExpiry: date({ mode: "string" }),
    waiverVersion: integer(),
    waiverLang: text({ enum: ["en", "ru", "de"] }),
    waiverAcceptedAt: timestamp({ withTimezone: true }),
    waiverAcceptedBy: text(),
    waiverAddress: text(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.bookingId, t.position)],
);
