import { bigint, doublePrecision, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// What the platform keeps for itself: exchange rates and request limits.

export const exchangeRates = pgTable("exchange_rates", {
  currency: text().primaryKey(),
  rate: doublePrecision().notNull(),
  fetchedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Our own fixed-window limiter (booking, the /api/signup route); Better Auth keeps its own table. */
export const requestLimits = pgTable("request_limits", {
  key: text().primaryKey(),
  windowStart: bigint({ mode: "number" }).notNull(),
  count: integer().notNull(),
});
