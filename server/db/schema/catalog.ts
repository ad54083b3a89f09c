import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
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
import { createdAt, updatedAt } from "./columns.ts";
import { organization, user } from "./auth.ts";

// The catalogue: suppliers, services with their content and translations, the weekly schedule,
// the seat ledger and seat holds.

export const suppliers = pgTable("suppliers", {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  responseTimeHours: integer().notNull(),
  /** The supplier's team (Better Auth organization); null until the platform sets it up. */
  organizationId: text()
    .unique()
    .references(() => organization.id, { onDelete: "set null" }),
  /** A suspended supplier's services leave the catalogue; its bookings stay. */
  status: text({ enum: ["active", "suspended"] })
    .notNull()
    .default("active"),
  createdAt: createdAt(),
});

export const serviceStatuses = ["draft", "active", "archived"] as const;

export const services = pgTable(
  "services",
  {
    id: serial().primaryKey(),
    category: text({ enum: ["hunting", "fishing", "recreation", "tours"] }).notNull(),
    title: text().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id),
    location: text().notNull(),
    description: text().notNull(),
    durationDays: integer().notNull(),
    groupMin: integer().notNull(),
    groupMax: integer().notNull(),
    priceCents: integer().notNull(),
    originalPriceCents: integer(),
    available: boolean().notNull().default(true),
    featured: boolean().notNull().default(false),
    difficulty: text({ enum: ["easy", "moderate", "hard", "expert"] }).notNull(),
    /** A draft is the operator's alone; archived has left the catalogue (deactivated). */
    status: text({ enum: serviceStatuses }).notNull().default("active"),
    /** On: a paid booking is confirmed at once instead of waiting for the operator. */
    instantConfirmation: boolean().notNull().default(false),
    /** Bookings close this many hours before a departure starts (core/booking-cutoff.ts). */
    bookingCutoffHours: integer().notNull().default(2),
    /**
     * Where the guests meet the guide, as the operator writes it (null: the service's location).
     * With a point on the map, both coordinates (WGS 84) or neither.
     */
    meetingPoint: text(),
    meetingLat: doublePrecision(),
    meetingLon: doublePrecision(),
    /** A one-day trip: how many hours a departure lasts from its start (null: not stated). */
    durationHours: integer(),
    /** A trip of several days: "HH:MM", the peninsula's time it ends on its last day (null: not stated). */
    endTime: text(),
    /** Nobody younger comes (years on the start date); null: no limit beyond the types' ages. */
    minAge: smallint(),
    /** A party needs at least one adult (where the service has adults). */
    adultRequired: boolean().notNull().default(true),
    /** Hunting and fishing: participants this old or older need a licence (null: nobody does). */
    licenceFromAge: smallint(),
    /** A deposit at checkout (core/participants.ts DepositRule), all three set or none. */
    depositKind: text({ enum: ["percent", "fixed"] }),
    depositValue: integer(),
    balanceDueDays: smallint(),
    /** The stated policy when the balance is not paid by its due time: the deposit is kept (true) or refunded. */
    depositKeptOnLapse: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.category),
    check("services_price_positive", sql`${t.priceCents} > 0`),
    check("services_duration_positive", sql`${t.durationDays} >= 1`),
    check("services_group", sql`${t.groupMin} >= 1 AND ${t.groupMax} >= ${t.groupMin}`),
    check(
      "services_deposit",
      sql`(${t.depositKind} IS NULL AND ${t.depositValue} IS NULL AND ${t.balanceDueDays} IS NULL) OR (${t.depositValue} > 0 AND ${t.balanceDueDays} BETWEEN 1 AND 365 AND (${t.depositKind} = 'fixed' OR ${t.depositValue} <= 100))`,
    ),
    check("services_min_age", sql`${t.minAge} IS NULL OR ${t.minAge} BETWEEN 0 AND 120`),
    check("services_booking_cutoff", sql`${t.bookingCutoffHours} BETWEEN 1 AND 168`),
    check("services_duration_hours", sql`${t.durationHours} IS NULL OR ${t.durationHours} BETWEEN 1 AND 24`),
    check(
      "services_meeting_coordinates",
      sql`(${t.meetingLat} IS NULL) = (${t.meetingLon} IS NULL) AND (${t.meetingLat} IS NULL OR (${t.meetingLat} BETWEEN -90 AND 90 AND ${t.meetingLon} BETWEEN -180 AND 180))`,
    ),
  ],
);

export const serviceImages = pgTable(
  "service_images",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    url: text().notNull(),
    alt: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.serviceId, t.position)],
);

export const serviceHighlights = pgTable(
  "service_highlights",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    text: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.serviceId, t.position)],
);

export const serviceInclusions = pgTable(
  "service_inclusions",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    included: boolean().notNull(),
    position: integer().notNull(),
    text: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.serviceId, t.included, t.position)],
);

export const serviceItinerary = pgTable(
  "service_itinerary",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    day: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.serviceId, t.day)],
);

export const serviceTags = pgTable(
  "service_tags",
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    tag: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.tag] })],
);

/** The text of a service in another language; English lives in the columns and tables above. */
export interface ServiceContent {
  title: string;
  location: string;
  description: string;
  tags: string[];
  highlights: string[];
  included: string[];
  notIncluded: string[];
  itinerary: { day: number; title: string; description: string }[];
}

export const serviceTranslations = pgTable(
  "service_translations",
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    lang: text({ enum: ["ru", "de"] }).notNull(),
    content: jsonb().$type<ServiceContent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.lang] })],
);

/** The weekly schedule: which slots run on which weekday (0 = Sunday), in the operator's time zone. */
export const slotSchedule = pgTable(
  "slot_schedule",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    weekday: smallint().notNull(),
    time: text().notNull(),
    period: text({ enum: ["morning", "afternoon", "evening", "night"] }).notNull(),
    capacity: integer().notNull(),
  },
  (t) => [
    uniqueIndex().on(t.serviceId, t.weekday, t.time),
    check("slot_schedule_weekday", sql`${t.weekday} BETWEEN 0 AND 6`),
    check("slot_schedule_capacity", sql`${t.capacity} > 0`),
  ],
);

/** One row per slot and date once anything is booked or held on it; the seat ledger. */
export const slotInventory = pgTable(
  "slot_inventory",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    time: text().notNull(),
    period: text({ enum: ["morning", "afternoon", "evening", "night"] }).notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
    /** The operator closed this departure: nothing more is sold on it. */
    closed: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex().on(t.serviceId, t.date, t.time),
    check("slot_inventory_booked", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

export const holds = pgTable(
  "holds",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    slotId: integer()
      .notNull()
      .references(() => slotInventory.id, { onDelete: "cascade" }),
    cartItemId: text(),
    seats: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.slotId, t.expiresAt), check("holds_seats", sql`${t.seats} > 0`)],
);

/** Dates the operator closed (holidays, season's end): no departure runs from `startDate` to `endDate`. */
export const serviceClosures = pgTable(
  "service_closures",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.serviceId), check("service_closures_range", sql`${t.endDate} >= ${t.startDate}`)],
);
