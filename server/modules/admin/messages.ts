import { desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ContactFilter, ContactInbox } from "../../../core/admin.ts";
import type { Executor } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";

// The contact form's inbox: what travellers and visitors wrote to the platform, handled or not.

const shown = (status: ContactFilter) =>
  status === "open"
    ? isNull(contactMessages.handledAt)
    : status === "handled"
      ? isNotNull(contactMessages.handledAt)
      : undefined;

/** The messages, newest first: not yet handled by default. */
export async function contactInbox(db: Executor, status: ContactFilter = "open"): Promise<ContactInbox> {
  const [rows, open] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(shown(status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    unhandledMessages(db),
  ]);
  return {
    status,
    open,
    messages: rows.map(({ userId, handledAt, createdAt, ...row }) => ({
      ...row,
      signedIn: userId !== null,
      handledAt: handledAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
  };
}

export async function unhandledMessages(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.count ?? 0;
}

/** Marks a message handled (now) or back to not handled; 404 contactMessageNotFound. */
export async function markHandled(db: Executor, id: number, handled: boolean, now: Date) {
  const [row] = await db
    .update(contactMessages)
    .set({
      // Handled twice keeps the first time.
      handledAt: handled
        ? sql`coalesce(${contactMessages.handledAt}, ${now.toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, handledAt: contactMessages.handledAt });
  if (!row) throw notFound("contactMessageNotFound");
  return { id: row.id, handledAt: row.handledAt?.toISOString() ?? null };
}
