import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import type { Param } from "../db/prepared.ts";
import { member, services, suppliers, user } from "../db/schema.ts";
import { forbidden, notFound } from "../errors.ts";

/** "owner" runs the team; "member" is staff: everything else in the console. */
export type TeamRole = "owner" | "member";

/** Who is acting in the console, and for which supplier. */
export interface OperatorScope {
  userId: string;
  supplierId: number;
  supplierName: string;
  organizationId: string;
  role: TeamRole;
}

/**
 * The supplier a user works for, or null. A member of several suppliers works for the one they
 * joined first (a supplier switcher can come when someone needs it).
 */
export async function operatorScope(db: Executor, userId: string): Promise<OperatorScope | null> {
  const [row] = await db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      organizationId: member.organizationId,
      role: member.role,
    })
    .from(member)
    .innerJoin(suppliers, eq(suppliers.organizationId, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt))
    .limit(1);
  if (!row) return null;
  return { userId, ...row, role: row.role === "owner" ? "owner" : "member" };
}

/** Team management is the owner's: staff get 403 (they know the team exists). */
export function requireOwner(scope: OperatorScope) {
  if (scope.role !== "owner") throw forbidden("ownerOnly");
}

export async function isPlatformAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role === "admin";
}

/** The user's membership of a supplier's team (the operator console's door), as a query. */
export function supplierMembershipQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ id: member.id })
    .from(member)
    .innerJoin(suppliers, eq(suppliers.organizationId, member.organizationId))
    .where(eq(member.userId, userId))
    .limit(1);
}

/** One of the supplier's services (any status), or 404 as if it did not exist. */
export async function ownService(db: Executor, scope: Pick<OperatorScope, "supplierId">, serviceId: number) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.supplierId, scope.supplierId)));
  if (!row) throw notFound("serviceNotFound");
  return row;
}
