import { desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ContactFilter, ContactInbox } from "../../../core/admin.ts";
import type { Executor } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { audit } from "./audit.ts";

// The contact form's inbox: what travellers and visitors wrote to the platform, handled or not.

const shown = (status: ContactFilter) =>
  status === "open"
    ? isNull(contactMessages.handledAt)
    : status === "handled"
      ? isNotNull(contactMessages.handledAt)
      : undefined;

/** The messages, newest first: not yet handled by default. */
export async function contactInbox(
  ctx: UseCaseContext,
  input: { status?: ContactFilter },
): Promise<ContactInbox> {
  const { db } = ctx.services;
  const status = input.status ?? "open";
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

/** Messages not yet handled: the admin area's tab shows the count. */
export async function unhandledMessages(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.count ?? 0;
}

/** Marks a message handled (now) or back to not handled, with its audit entry; 404 contactMessageNotFound. */
export async function markHandled(ctx: UseCaseContext, input: { messageId: number; handled: boolean }) {
  const { messageId, handled } = input;
  const row = await ctx.services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({
        // Handled twice keeps the first time.
        handledAt: handled
          ? sql`coalesce(${contactMessages.handledAt}, ${ctx.now.toISOString()}::timestamptz)`
          : null,
      })
      .where(eq(contactMessages.id, messageId))
      .returning({
        id: contactMessages.id,
        handledAt: contactMessages.handledAt,
        subject: contactMessages.subject,
        email: contactMessages.email,
      });
    if (!row) throw notFound("contactMessageNotFound");
    await audit(tx, ctx, {
      action: handled ? "messageHandled" : "messageReopened",
      target: { type: "contactMessage", id: messageId },
      details: { subject: row.subject, from: row.email },
    });
    return row;
  });
  return { id: row.id, handledAt: row.handledAt?.toISOString() ?? null };
}
