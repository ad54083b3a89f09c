import { index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt } from "./columns.ts";

// What platform admins did: one row per admin action, written in the action's own transaction, so
// the log holds exactly the changes that happened (decision 029).

export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial().primaryKey(),
    /** The admin who acted; kept as null if their account is deleted later (the entry stays). */
    actorUserId: text().references(() => user.id, { onDelete: "set null" }),
    /** What they did: one of core/admin-audit.ts `auditActions`. */
    action: text().notNull(),
    /** What it was done to: "booking", "supplier", "contactMessage", "mail"... and its id. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    /** The action's particulars: a cancellation's reason and refund, a supplier's new details... */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
