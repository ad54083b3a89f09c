import {
  bigint,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// What the platform keeps for itself: exchange rates, request limits and the about page's team.

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

/** A text in each of the site's languages. */
export interface LocalizedText {
  en: string;
  ru: string;
  de: string;
}

/** The people on the about page, in `position` order (decisions.md §1: the team is data). */
export const teamMembers = pgTable(
  "team_members",
  {
    id: serial().primaryKey(),
    position: integer().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    role: jsonb().$type<LocalizedText>().notNull(),
    bio: jsonb().$type<LocalizedText>().notNull(),
    photoUrl: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.position)],
);
