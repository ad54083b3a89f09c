import { and, asc, desc, eq, gt } from "drizzle-orm";
import { APIError } from "better-auth/api";
import {
  invitationPath,
  type InvitationPreview,
  type Team,
  type TeamInvitation,
  type TeamRole,
} from "../../../core/team.ts";
import type { SessionUser } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { invitation, member, organization, suppliers, user } from "../../db/schema.ts";
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from "../../errors.ts";
import { requireOwner, type OperatorScope } from "../../access/roles.ts";
import type { OperatorContext, UseCaseContext } from "../context.ts";

// The supplier's team, kept by Better Auth's organization plugin: members (owner, staff) and
// pending invitations. Our checks come first, in our words (another supplier's invitation or
// member is a 404 like a missing one); Better Auth then does the change with its own rules, on
// behalf of the session in `headers` (the request's). No change signal: public pages show no team.

const roleOf = (role: string | null): TeamRole => (role === "owner" ? "owner" : "member");

/** Better Auth's refusals in our codes; anything else is a fault. */
function translated(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = error.body?.code;
  switch (code) {
    case "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION":
      return conflict("alreadyMember");
    case "INVITATION_NOT_FOUND":
      return notFound("invitationNotFound");
    case "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION":
      return forbidden("invitationOtherEmail");
    case "MEMBER_NOT_FOUND":
    case "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION":
      return notFound("memberNotFound");
    case "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER":
    case "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER":
      return conflict("cannotRemoveOwner");
    case "INVALID_EMAIL":
      return badRequest("invalidEmail", { field: "email" });
  }
  if (error.status === "UNAUTHORIZED") return unauthorized();
  if (error.status === "FORBIDDEN") return forbidden("ownerOnly");
  return error;
}

async function withAuth<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translated(error);
  }
}

function linkOf(baseUrl: string, id: string) {
  return `${baseUrl}${invitationPath(id)}`;
}

/** The team and, for the owner, the pending invitations with their links. */
export async function teamOverview(ctx: OperatorContext): Promise<Team> {
  const { db, env } = ctx.services;
  const scope = ctx.actor;
  const members = await db
    .select({
      id: member.id,
      userId: member.userId,
      role: member.role,
      joinedAt: member.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, scope.organizationId))
    // The owner first ("owner" sorts after "member"), then by who joined first.
    .orderBy(desc(member.role), asc(member.createdAt));
  const canManage = scope.role === "owner";
  const invitations = canManage ? await pendingInvitations(db, scope, ctx.now) : [];
  return {
    members: members.map((m) => ({
      ...m,
      role: roleOf(m.role),
      joinedAt: m.joinedAt.toISOString(),
      you: m.userId === scope.userId,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: roleOf(i.role),
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
      link: linkOf(env.baseUrl, i.id),
    })),
    canManage,
  };
}

function pendingInvitations(db: Executor, scope: Pick<OperatorScope, "organizationId">, now: Date) {
  return db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, scope.organizationId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .orderBy(desc(invitation.createdAt));
}

/**
 * The owner invites someone to the staff by e-mail (parsed by the caller with inviteMemberSchema).
 * Inviting the same address again replaces the earlier invitation (a fresh week, a new link).
 */
export async function inviteMember(
  ctx: OperatorContext,
  input: { email: string },
  headers: Headers,
): Promise<TeamInvitation> {
  const { db, auth, env } = ctx.services;
  const scope = ctx.actor;
  const { email } = input;
  requireOwner(scope);
  const [existing] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, scope.organizationId), eq(user.email, email.toLowerCase())));
  if (existing) throw conflict("alreadyMember", { field: "email" });
  const created = await withAuth(() =>
    auth.api.createInvitation({
      body: { email, role: "member", organizationId: scope.organizationId },
      headers,
    }),
  );
  return {
    id: created.id,
    email: created.email,
    role: roleOf(created.role),
    expiresAt: new Date(created.expiresAt).toISOString(),
    createdAt: new Date(created.createdAt).toISOString(),
    link: linkOf(env.baseUrl, created.id),
  };
}

/** The owner withdraws a pending invitation: its link stops working. */
export async function withdrawInvitation(
  ctx: OperatorContext,
  input: { invitationId: string },
  headers: Headers,
): Promise<{ id: string }> {
  const { db, auth } = ctx.services;
  const scope = ctx.actor;
  const { invitationId } = input;
  requireOwner(scope);
  const [row] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.organizationId, scope.organizationId),
        eq(invitation.status, "pending"),
      ),
    );
  if (!row) throw notFound("invitationNotFound");
  await withAuth(() => auth.api.cancelInvitation({ body: { invitationId }, headers }));
  return { id: invitationId };
}

/** The owner removes a member of staff; the owner cannot be removed. */
export async function removeTeamMember(
  ctx: OperatorContext,
  input: { memberId: string },
  headers: Headers,
): Promise<{ id: string }> {
  const { db, auth } = ctx.services;
  const scope = ctx.actor;
  const { memberId } = input;
  requireOwner(scope);
  const [row] = await db
    .select({ id: member.id, role: member.role })
    .from(member)
    .where(and(eq(member.id, memberId), eq(member.organizationId, scope.organizationId)));
  if (!row) throw notFound("memberNotFound");
  if (roleOf(row.role) === "owner") throw conflict("cannotRemoveOwner");
  await withAuth(() =>
    auth.api.removeMember({
      body: { memberIdOrEmail: memberId, organizationId: scope.organizationId },
      headers,
    }),
  );
  return { id: memberId };
}

/** A pending invitation that has not expired, or 404 (withdrawn, used, expired or unknown alike). */
export async function invitationPreview(
  ctx: UseCaseContext<unknown>,
  input: { invitationId: string },
): Promise<InvitationPreview> {
  return pendingInvitation(ctx.services.db, input.invitationId, ctx.now);
}

/**
 * The invitation page: the invitation, and whether the visitor can take it (signed out, signed in
 * with the invited e-mail, or with another); 404 as above.
 */
export async function invitationForVisitor(
  ctx: UseCaseContext<SessionUser | null>,
  input: { invitationId: string },
) {
  const invitation = await invitationPreview(ctx, input);
  const user = ctx.actor;
  const state = !user ? "signedOut" : sameEmail(user.email, invitation.email) ? "ready" : "otherEmail";
  return { invitation, state } as const;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function pendingInvitation(db: Executor, invitationId: string, now: Date): Promise<InvitationPreview> {
  const [row] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationName: organization.name,
      supplierName: suppliers.name,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .leftJoin(suppliers, eq(suppliers.organizationId, invitation.organizationId))
    .where(eq(invitation.id, invitationId));
  if (!row || row.status !== "pending" || row.expiresAt <= now) throw notFound("invitationNotFound");
  return {
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    supplierName: row.supplierName ?? row.organizationName,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The signed-in invitee (not yet on the team) joins the supplier's team. The invitation must be
 * theirs (same e-mail); an owner invitation the platform's admin made works as a staff one does.
 */
export async function acceptTeamInvitation(
  ctx: UseCaseContext,
  input: { invitationId: string },
  headers: Headers,
): Promise<{ organizationId: string; role: TeamRole; supplierName: string }> {
  const { db, auth } = ctx.services;
  const account = ctx.actor;
  const { invitationId } = input;
  const preview = await invitationPreview(ctx, input);
  if (!sameEmail(preview.email, account.email)) throw forbidden("invitationOtherEmail");
  const [row] = await db
    .select({ organizationId: invitation.organizationId })
    .from(invitation)
    .where(eq(invitation.id, invitationId));
  const [already] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, row!.organizationId), eq(member.userId, account.id)));
  if (already) throw conflict("alreadyMember");
  const accepted = await withAuth(() => auth.api.acceptInvitation({ body: { invitationId }, headers }));
  if (!accepted?.member) throw new AppError(404, "invitationNotFound");
  return {
    organizationId: row!.organizationId,
    role: roleOf(accepted.member.role),
    supplierName: preview.supplierName,
  };
}
