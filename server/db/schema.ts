import { sql } from "drizzle-orm";
import {
  bigint,
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

// Column names are snake_case in the database (casing option of the client and of drizzle-kit).
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- Better Auth
export const user = pgTable("user", {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index().on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- Catalogue
export const suppliers = pgTable("suppliers", {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  responseTimeHours: integer().notNull(),
  createdAt: createdAt(),
});

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
    rating: doublePrecision().notNull().default(0),
    reviews: integer().notNull().default(0),
    available: boolean().notNull().default(true),
    featured: boolean().notNull().default(false),
    difficulty: text({ enum: ["easy", "moderate", "hard", "expert"] }).notNull(),
    status: text({ enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.category),
    check("services_price_positive", sql`${t.priceCents} > 0`),
    check("services_duration_positive", sql`${t.durationDays} >= 1`),
    check("services_group", sql`${t.groupMin} >= 1 AND ${t.groupMax} >= ${t.groupMin}`),
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

// ---------------------------------------------------------------- Cart
export const carts = pgTable("carts", {
  id: serial().primaryKey(),
  userId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  "cart_items",
  {
    id: text().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    startDate: date({ mode: "string" }).notNull(),
    time: text().notNull(),
    guests: integer().notNull(),
    addedAt: createdAt(),
  },
  (t) => [index().on(t.cartId), check("cart_items_guests", sql`${t.guests} >= 1`)],
);

// ---------------------------------------------------------------- Orders, bookings, payments
export const orders = pgTable(
  "orders",
  {
    id: text().primaryKey(),
    reference: text().notNull().unique(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    status: text({ enum: ["paid", "refunded", "partially_refunded"] }).notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    paymentMethod: text({ enum: ["card", "sbp", "crypto"] }).notNull(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text().notNull(),
    customerStreet: text().notNull(),
    customerCity: text().notNull(),
    customerCountry: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled", "rejected"] as const;

export const bookings = pgTable(
  "bookings",
  {
    id: text().primaryKey(),
    reference: text().notNull().unique(),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    slotId: integer()
      .notNull()
      .references(() => slotInventory.id),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    time: text().notNull(),
    guests: integer().notNull(),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    status: text({ enum: bookingStatuses }).notNull().default("pending"),
    supplierDeadline: timestamp({ withTimezone: true }).notNull(),
    rating: smallint(),
    review: text(),
    ratedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.status),
    check("bookings_guests", sql`${t.guests} >= 1`),
    check("bookings_rating", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: text().primaryKey(),
    orderId: text().references(() => orders.id),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    purpose: text({ enum: ["order", "top_up"] }).notNull(),
    provider: text().notNull(),
    method: text({ enum: ["card", "sbp", "crypto"] }).notNull(),
    status: text({ enum: ["succeeded", "declined", "refunded"] }).notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    providerReference: text().notNull(),
    cardLast4: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId)],
);

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

/** What a guest wrote to the supplier about a confirmed booking. */
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
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId)],
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
  notifyEmail: boolean().notNull().default(true),
  notifyPush: boolean().notNull().default(false),
  notifySms: boolean().notNull().default(false),
  notifyMarketing: boolean().notNull().default(false),
  notifyBookingUpdates: boolean().notNull().default(true),
  notifyPaymentAlerts: boolean().notNull().default(true),
  profileVisible: boolean().notNull().default(true),
  shareBookingHistory: boolean().notNull().default(false),
  allowDataCollection: boolean().notNull().default(false),
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
  createdAt: createdAt(),
});

export const exchangeRates = pgTable("exchange_rates", {
  currency: text().primaryKey(),
  rate: doublePrecision().notNull(),
  fetchedAt: timestamp({ withTimezone: true }).notNull(),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text().notNull(),
    requestHash: text().notNull(),
    status: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Our own fixed-window limiter (booking, the /api/signup route); Better Auth keeps its own table. */
export const requestLimits = pgTable("request_limits", {
  key: text().primaryKey(),
  windowStart: bigint({ mode: "number" }).notNull(),
  count: integer().notNull(),
});
