import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_MAIL_PAGE,
  mailLinks,
  type AdminMail,
  type AdminMailDetail,
  type AdminMailPage,
  type AdminMailQuery,
} from "../../../core/admin-mail.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { Executor } from "../../db/client.ts";
import { mails } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { audit } from "./audit.ts";

// Every mail the platform rendered, as the admin reads it: what went out through SMTP, what was
// stored without SMTP (a fresh install shows here what it would have sent), and what failed after
// the last attempt, which the admin can send again.

/** `%` and `_` typed in a search are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const listed = {
  id: mails.id,
  kind: mails.kind,
  to: mails.toAddress,
  subject: mails.subject,
  locale: mails.locale,
  status: mails.status,
  attempts: mails.attempts,
  lastError: mails.lastError,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
};

const view = ({
  createdAt,
  sentAt,
  ...row
}: Omit<AdminMail, "createdAt" | "sentAt"> & { createdAt: Date; sentAt: Date | null }): AdminMail => ({
  ...row,
  createdAt: createdAt.toISOString(),
  sentAt: sentAt?.toISOString() ?? null,
});

const count = sql<number>`count(*)`.mapWith(Number);

/** The mail, newest first, a page at a time; by status and by part of the recipient's address. */
export async function listMails(ctx: UseCaseContext, query: AdminMailQuery): Promise<AdminMailPage> {
  const { db } = ctx.services;
  const q = query.q?.trim();
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(mails.status, query.status) : undefined,
    q ? ilike(mails.toAddress, `%${escapeLike(q)}%`) : undefined,
  ];
  const where = and(...conditions);
  const pageSize = ADMIN_MAIL_PAGE;
  const [[counted], failed, rows] = await Promise.all([
    db.select({ total: count }).from(mails).where(where),
    failedMails(db),
    db
      .select(listed)
      .from(mails)
      .where(where)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(view),
    total,
    page: query.page,
    pageSize,
    pages: pageCount(total, pageSize),
    failed,
  };
}

/** One mail with both parts, its headers, links and calendar file; 404 mailNotFound. */
export async function mailDetail(ctx: UseCaseContext, input: { mailId: number }): Promise<AdminMailDetail> {
  return detail(ctx.services.db, input.mailId);
}

async function detail(db: Executor, mailId: number): Promise<AdminMailDetail> {
  const [row] = await db
    .select({
      ...listed,
      html: mails.html,
      text: mails.text,
      headers: mails.headers,
      ics: mails.ics,
      runAt: mails.runAt,
    })
    .from(mails)
    .where(eq(mails.id, mailId));
  if (!row) throw notFound("mailNotFound");
  const { html, text, headers, ics, runAt, ...rest } = row;
  return {
    ...view(rest),
    html,
    text,
    headers,
    ics,
    runAt: runAt.toISOString(),
    links: mailLinks(html, text),
  };
}

/**
 * A failed mail goes back to the queue with its attempts counted from zero: the runner sends it in
 * its next round, and the audit log keeps it. Only a failed mail (409 mailNotFailed otherwise): one that is queued or sending is
 * already on its way, and one that went out must not go twice.
 */
export async function retryMail(ctx: UseCaseContext, input: { mailId: number }): Promise<AdminMailDetail> {
  const { db } = ctx.services;
  const { mailId } = input;
  await db.transaction(async (tx) => {
    const [retried] = await tx
      .update(mails)
      .set({ status: "queued", attempts: 0, runAt: ctx.now, lockedUntil: null, lastError: null })
      .where(and(eq(mails.id, mailId), eq(mails.status, "failed")))
      .returning({ id: mails.id, to: mails.toAddress, subject: mails.subject });
    if (!retried) {
      const [exists] = await tx.select({ id: mails.id }).from(mails).where(eq(mails.id, mailId));
      throw exists ? conflict("mailNotFailed") : notFound("mailNotFound");
    }
    const details = { to: retried.to, subject: retried.subject };
    await audit(tx, ctx, { action: "mailRetried", target: { type: "mail", id: mailId }, details });
  });
  return detail(db, mailId);
}

/** Failed mails on the whole platform: the admin area's tab shows the count. */
export async function failedMails(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count }).from(mails).where(eq(mails.status, "failed"));
  return row?.total ?? 0;
}
