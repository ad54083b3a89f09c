import { desc, eq, sql } from "drizzle-orm";
import type { AuditAction, AuditPage, AuditQuery, AuditTargetType } from "../../../core/admin-audit.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { Executor } from "../../db/client.ts";
import { adminAudit, user } from "../../db/schema.ts";
import type { UseCaseContext } from "../context.ts";

// The audit log of admin actions (decision 029). Every admin use case that changes something writes
// its entry with `audit()` inside its own transaction: the entry exists exactly when the change does.

export interface AuditEntryInput {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number };
  details?: Record<string, unknown>;
}

/** Writes one entry: the context's admin did `action` to `target`, at the context's clock. */
export async function audit(tx: Executor, ctx: UseCaseContext, entry: AuditEntryInput): Promise<void> {
  await tx.insert(adminAudit).values({
    actorUserId: ctx.actor.id,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    details: entry.details ?? {},
    createdAt: ctx.now,
  });
}

/** A page of the log, newest first, with who acted. */
export async function auditLog(ctx: UseCaseContext, query: AuditQuery): Promise<AuditPage> {
  const { db } = ctx.services;
  const { page, pageSize } = query;
  const [[counted], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(adminAudit),
    db
      .select({
        id: adminAudit.id,
        actorId: user.id,
        actorName: user.name,
        actorEmail: user.email,
        action: adminAudit.action,
        targetType: adminAudit.targetType,
        targetId: adminAudit.targetId,
        details: adminAudit.details,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .leftJoin(user, eq(user.id, adminAudit.actorUserId))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor:
        row.actorId === null
          ? null
          : { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "" },
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
    pages: pageCount(total, pageSize),
  };
}
