import { sql } from "drizzle-orm";
import {
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
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { user } from "./auth.ts";
import type { FeeLine, ParticipantCounts } from "../../../core/participants.ts";
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
    /** The seats the line takes (participants whose type takes one). */
    guests: integer().notNull(),
    /** Who comes, by type (core/participants.ts); `{adult: guests}` for lines from before types. */
    participants: jsonb().$type<ParticipantCounts>().notNull().default({}),
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
    /**
     * Paid so far in all, less the discount (USD cents: points plus the money's dollar value):
     * the deposits at checkout, then each balance as it is paid. Equal to `totalCents` when paid in full.
     */
    paidCents: integer().notNull().default(0),
    /** The currency charged (USD, EUR, RUB): the rate snapshot below turns USD cents into it. */
    currency: text().notNull().default("USD"),
    /** Units of `currency` per 1 USD, as snapshotted when checkout quoted the order. */
    exchangeRate: doublePrecision().notNull().default(1),
    /** What the payment method was charged, in the minor units of `currency` (kopecks for RUB). */
    chargedMinor: integer().notNull().default(0),
    /** What the points balance paid, in USD cents (1 point = 1 cent). */
    pointsUsedCents: integer().notNull().default(0),
    /** Refunded so far through the provider, in the minor units of `currency`. */
    refundedMinor: integer().notNull().default(0),
    /** Refunded so far to the points balance, in USD cents. */
    refundedPointsCents: integer().notNull().default(0),
    /** How the money part was paid; "points" when the balance paid it all. */
    paymentMethod: text({ enum: ["card", "sbp", "crypto", "points"] }).notNull(),
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
    /** The seats the booking takes: participants whose type takes one (infants on a lap do not). */
    guests: integer().notNull(),
    /** Who comes, by type, e.g. {adult: 2, child: 1, infant: 1}. */
    participants: jsonb().$type<ParticipantCounts>().notNull().default({}),
    /** The price per type the booking was made at (USD cents): a later price change leaves it alone. */
    prices: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The adult's price (the price per person before participant types). */
    unitPriceCents: integer().notNull(),
    /** Participants times their prices; the included fee lines are inside it. */
    baseCents: integer().notNull().default(0),
    /** The added fee lines and the added tax lines. */
    feesCents: integer().notNull().default(0),
    taxesCents: integer().notNull().default(0),
    /** Every fee and tax line as quoted (included ones too), for the receipt and the reports. */
    feeLines: jsonb().$type<FeeLine[]>().notNull().default([]),
    /** Base plus added fees and taxes. */
    totalCents: integer().notNull(),
    /** The booking's share of the order's discount. */
    discountCents: integer().notNull().default(0),
    /** Paid at checkout (the total less the discount when there is no deposit). */
    depositCents: integer().notNull().default(0),
    /** Left to pay by `balanceDueAt` (0: paid in full at checkout); paid when `balancePaidAt` is set. */
    balanceCents: integer().notNull().default(0),
    balanceDueAt: timestamp({ withTimezone: true }),
    balancePaidAt: timestamp({ withTimezone: true }),
    status: text({ enum: bookingStatuses }).notNull().default("pending"),
    supplierDeadline: timestamp({ withTimezone: true }).notNull(),
    rating: smallint(),
    review: text(),
    ratedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** When the operator confirmed or rejected the request (null while pending, or instant). */
    respondedAt: timestamp({ withTimezone: true }),
    /** Who ended a booking that will not take place: the guest, the operator, the deadline, or a platform admin. */
    cancelledBy: text({ enum: ["guest", "operator", "deadline", "admin"] }),
    /** The operator's reason for a rejection or cancellation, shown to the guest. */
    statusReason: text(),
    /** Check-in on the day: the guests arrived, or did not come. */
    checkIn: text({ enum: ["arrived", "no_show"] }),
    /** Why the operator checked in guests who were not ready (details, licence, waiver or balance missing). */
    checkInReason: text(),
    /** The refund of a cancelled or rejected booking: its share of the money (order's currency) and points. */
    refundedMinor: integer(),
    refundedPointsCents: integer(),
    checkedInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.status),
    index().on(t.serviceId, t.startDate),
    // A service's rating and review count are read from its rated bookings (catalog/review-figures.ts).
    index("bookings_service_rating_idx")
      .on(t.serviceId, t.rating)
      .where(sql`${t.rating} IS NOT NULL`),
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
    purpose: text({ enum: ["order", "top_up", "balance"] }).notNull(),
    /** A balance payment: the booking whose balance it paid. */
    bookingId: text(),
    provider: text().notNull(),
    method: text({ enum: ["card", "sbp", "crypto"] }).notNull(),
    status: text({ enum: ["succeeded", "declined", "refunded"] }).notNull(),
    /** The amount in USD cents (what reports add up). */
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    /** The amount in the minor units of `currency`: what the provider charged or refunded. */
    amountMinor: integer().notNull().default(0),
    providerReference: text().notNull(),
    /** Of a card payment, only the scheme and the last four digits (from the provider's token). */
    cardBrand: text(),
    cardLast4: text(),
    /** A refund: the charge it gives money back from. */
    refundOf: text(),
    /**
     * A refund is decided in the transaction that cancels the booking and sent to the provider
     * after it (or by the job runner's reconciliation); null until the provider has it.
     */
    settledAt: timestamp({ withTimezone: true }),
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

/**
 * The exchange rates checkout quoted the user's order with (the hold): the charge uses the same
 * snapshot while the hold lives, so the price shown is the price charged.
 */
export const checkoutRates = pgTable("checkout_rates", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  rates: jsonb().$type<{ USD: number; EUR: number; RUB: number }>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A checkout between its seats being held and its order being committed: the provider is called
 * in that gap, outside any transaction. An attempt left "processing" (the process died after the
 * charge) is settled by the job runner's reconciliation: the money goes back. Its id is the
 * provider's idempotency key for the charge.
 */
export const checkoutAttempts = pgTable(
  "checkout_attempts",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text({ enum: ["processing", "reconciling", "committed", "failed", "refunded"] }).notNull(),
    /** The referral discount this attempt took (it counts as the friend's first order while in flight). */
    discountCents: integer().notNull().default(0),
    pointsCents: integer().notNull().default(0),
    amountMinor: integer().notNull().default(0),
    currency: text().notNull().default("USD"),
    method: text(),
    /** The provider's payment (intent) id, once created. */
    providerIntent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.userId)],
);

/**
 * The sandbox provider's own books (a real provider keeps these on its side): its payment intents,
 * so that `status` answers after our process restarts, and idempotency keys work across processes.
 */
export const sandboxIntents = pgTable("sandbox_intents", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  amountMinor: integer().notNull(),
  currency: text().notNull(),
  method: text().notNull(),
  status: text({ enum: ["requires_confirmation", "succeeded", "failed", "refunded"] }).notNull(),
  refundedMinor: integer().notNull().default(0),
  cardBrand: text(),
  cardLast4: text(),
  createdAt: createdAt(),
});

/** The sandbox provider's refunds, by idempotency key: a repeated refund is the same refund. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  idempotencyKey: text().primaryKey(),
  intentId: text().notNull(),
  amountMinor: integer().notNull(),
  reference: text().notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's card tokens: what the card's number is exchanged for before checkout.
 * Only the brand, the last four digits, the expiry and the test outcome are kept; never the
 * number, never the CVV. A token pays once, for the user who made it: `spentBy` is the intent its
 * first successful charge confirmed.
 */
export const sandboxTokens = pgTable("sandbox_tokens", {
  token: text().primaryKey(),
  userId: text().references(() => user.id, { onDelete: "cascade" }),
  brand: text().notNull(),
  last4: text().notNull(),
  expiry: text().notNull(),
  outcome: text({ enum: ["succeed", "decline"] }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  spentBy: text(),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's crypto payments (a real provider's charges live on its side): for one
 * user's one checkout, an amount of the order's currency quoted in a coin at the provider's rate,
 * paid to a deposit address of its own until `expiresAt`. `receivedAt` is when the (simulated)
 * transfer arrived; `spentBy` the intent it paid, so one deposit pays one order.
 */
export const sandboxCryptoPayments = pgTable(
  "sandbox_crypto_payments",
  {
    id: text().primaryKey(),
    /** Ours: the same checkout, coin and amount give the same payment (a double click, a reload). */
    idempotencyKey: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    checkoutKey: text().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    coin: text().notNull(),
    /** The amount in the coin, an exact decimal string ("0.00150000"). */
    coinAmount: text().notNull(),
    /** The price of one coin in the currency's minor units, as the provider quoted it. */
    rateMinor: integer().notNull(),
    address: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }),
    spentBy: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
