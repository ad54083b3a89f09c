import { sql } from "drizzle-orm";
import {
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
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { user } from "./auth.ts";
import { services, slotInventory } from "./catalog.ts";

// Carts, orders, bookings and payments, and checkout's idempotency keys.

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
    /** What the guest asked the operators for at checkout (diet, gear sizes, pick-up). */
    specialRequests: text(),
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
    /** When the operator confirmed or rejected the request (null while pending, or instant). */
    respondedAt: timestamp({ withTimezone: true }),
    /** Who ended a booking that will not take place: the guest, the operator, or the deadline. */
    cancelledBy: text({ enum: ["guest", "operator", "deadline"] }),
    /** The operator's reason for a rejection or cancellation, shown to the guest. */
    statusReason: text(),
    /** Check-in on the day: the guests arrived, or did not come. */
    checkIn: text({ enum: ["arrived", "no_show"] }),
    checkedInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.status),
    index().on(t.serviceId, t.startDate),
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
