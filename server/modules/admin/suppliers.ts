import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, like, or, sql } from "drizzle-orm";
import {
  type AdminInvitation,
  type AdminSupplier,
  type AdminSupplierRow,
  invitationLink,
  OWNER_INVITATION_DAYS,
  slugify,
  type SupplierInput,
  type SupplierStatus,
} from "../../../core/admin.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { invitation, member, organization, services, suppliers, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { audit } from "./audit.ts";
import { serviceText } from "../catalog/service-text.ts";

// The platform's suppliers: each is a Better Auth organisation (its team) and a `suppliers` row
// (what travellers see). Created, edited, suspended and reactivated here; owners are invited here.
// A change to a supplier changes the catalogue's pages (its name, its services on sale): each such
// use case reloads every instance's catalogue (catalog.invalidate() is the "catalog" change signal).
// An owner's invitation changes nothing public. Each change writes its audit entry in its own
// transaction (audit.ts).

/** Each supplier's services: all of them, and the ones on sale. */
async function serviceCounts(db: Executor, supplierIds?: number[]) {
  const rows = await db
    .select({
      supplierId: services.supplierId,
      all: sql<number>`count(*)`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${services.status} = 'active')`.mapWith(Number),
    })
    .from(services)
    .where(supplierIds ? inArray(services.supplierId, supplierIds) : undefined)
    .groupBy(services.supplierId);
  return (supplierId: number) => {
    const row = rows.find((r) => r.supplierId === supplierId);
    return { servicesCount: row?.all ?? 0, liveServices: row?.live ?? 0 };
  };
}

/** What the admin reads of a supplier's own row. */
const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  email: suppliers.email,
  phone: suppliers.phone,
  responseTimeHours: suppliers.responseTimeHours,
  status: suppliers.status,
  organizationId: suppliers.organizationId,
  createdAt: suppliers.createdAt,
};

/** Every supplier with its owners, services and open invitations, by name. */
export async function listSuppliers(ctx: UseCaseContext): Promise<AdminSupplierRow[]> {
  const { db } = ctx.services;
  const rows = await db
    .select(supplierColumns)
    .from(suppliers)
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  const counts = await serviceCounts(db);
  const organizations = rows.flatMap((row) => (row.organizationId ? [row.organizationId] : []));
  const owners = organizations.length
    ? await db
        .select({ organizationId: member.organizationId, name: user.name, email: user.email })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(and(inArray(member.organizationId, organizations), eq(member.role, "owner")))
        .orderBy(asc(member.createdAt))
    : [];
  const invited = organizations.length
    ? await db
        .select({ organizationId: invitation.organizationId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(invitation)
        .where(
          and(
            inArray(invitation.organizationId, organizations),
            eq(invitation.status, "pending"),
            gt(invitation.expiresAt, ctx.now),
          ),
        )
        .groupBy(invitation.organizationId)
    : [];
  return rows.map(({ organizationId, createdAt, ...row }) => ({
    ...row,
    ...counts(row.id),
    owners: owners
      .filter((owner) => owner.organizationId === organizationId)
      .map(({ name, email }) => ({ name, email })),
    pendingInvitations: invited.find((i) => i.organizationId === organizationId)?.count ?? 0,
    createdAt: createdAt.toISOString(),
  }));
}

/** One supplier with its services, team and pending invitations; 404 supplierNotFound. */
export async function adminSupplier(
  ctx: UseCaseContext,
  input: { supplierId: number; lang?: Language },
): Promise<AdminSupplier> {
  const { db, env } = ctx.services;
  const { now } = ctx;
  const { supplierId } = input;
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw notFound("supplierNotFound");
  const [list, members, invitations] = await Promise.all([
    db
      .select({
        id: services.id,
        title: serviceText("title", input.lang ?? "en"),
        status: services.status,
        category: services.category,
      })
      .from(services)
      .where(eq(services.supplierId, supplierId))
      .orderBy(asc(services.id)),
    row.organizationId
      ? db
          .select({
            id: member.id,
            userId: member.userId,
            role: member.role,
            name: user.name,
            email: user.email,
            joinedAt: member.createdAt,
          })
          .from(member)
          .innerJoin(user, eq(user.id, member.userId))
          .where(eq(member.organizationId, row.organizationId))
          .orderBy(asc(member.createdAt))
      : [],
    row.organizationId
      ? db
          .select()
          .from(invitation)
          .where(and(eq(invitation.organizationId, row.organizationId), eq(invitation.status, "pending")))
          .orderBy(asc(invitation.createdAt))
      : [],
  ]);
  const open = invitations.filter((i) => i.expiresAt > now).length;
  return {
    ...row,
    ...(await serviceCounts(db, [supplierId]))(supplierId),
    createdAt: row.createdAt.toISOString(),
    services: list,
    members: members.map((m) => ({
      ...m,
      role: m.role === "owner" ? ("owner" as const) : ("member" as const),
      joinedAt: m.joinedAt.toISOString(),
    })),
    owners: members.filter((m) => m.role === "owner").map(({ name, email }) => ({ name, email })),
    pendingInvitations: open,
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role ?? "member",
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt <= now,
      link: invitationLink(env.baseUrl, i.id),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/** A slug no other organisation has: the name's, then with -2, -3... */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: organization.slug })
        .from(organization)
        .where(or(eq(organization.slug, base), like(organization.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The organisation (the supplier's team) for a name; a slug taken meanwhile gets a random tail. */
async function createOrganization(tx: Tx, name: string, now: Date): Promise<string> {
  const id = randomUUID();
  const slug = await freeSlug(tx, name);
  const [made] = await tx
    .insert(organization)
    .values({ id, name, slug, createdAt: now })
    .onConflictDoNothing({ target: organization.slug })
    .returning({ id: organization.id });
  if (made) return made.id;
  await tx.insert(organization).values({ id, name, slug: `${slug}-${id.slice(0, 8)}`, createdAt: now });
  return id;
}

/**
 * A new supplier and its organisation, in one transaction; it has no services and no team yet.
 * Every change to a supplier reloads every instance's catalogue, this one too.
 */
export async function createSupplier(
  ctx: UseCaseContext,
  input: { supplier: SupplierInput },
): Promise<{ id: number }> {
  const { db, catalog } = ctx.services;
  const { now } = ctx;
  const made = await db.transaction(async (tx) => {
    const organizationId = await createOrganization(tx, input.supplier.name, now);
    const [row] = await tx
      .insert(suppliers)
      .values({ ...input.supplier, organizationId, status: "active", createdAt: now })
      .returning({ id: suppliers.id });
    const target = { type: "supplier", id: row!.id } as const;
    await audit(tx, ctx, { action: "supplierCreated", target, details: { ...input.supplier } });
    return { id: row!.id };
  });
  catalog.invalidate();
  return made;
}

/**
 * The supplier's name and contact; its organisation keeps the same name. Its services' pages show
 * the name: every instance's catalogue reloads.
 */
export async function updateSupplier(
  ctx: UseCaseContext,
  input: { supplierId: number; supplier: SupplierInput },
): Promise<void> {
  const { db, catalog } = ctx.services;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(suppliers)
      .set(input.supplier)
      .where(eq(suppliers.id, input.supplierId))
      .returning({ organizationId: suppliers.organizationId });
    if (!row) throw notFound("supplierNotFound");
    if (row.organizationId) {
      await tx
        .update(organization)
        .set({ name: input.supplier.name })
        .where(eq(organization.id, row.organizationId));
    }
    const target = { type: "supplier", id: input.supplierId } as const;
    await audit(tx, ctx, { action: "supplierUpdated", target, details: { ...input.supplier } });
  });
  catalog.invalidate();
}

/**
 * Suspends or reactivates a supplier. A suspended supplier's services leave the catalogue (the
 * catalogue loads only active suppliers' services, and every instance's reloads at once) and
 * cannot be booked; its bookings stay.
 */
export async function setSupplierStatus(
  ctx: UseCaseContext,
  input: { supplierId: number; status: SupplierStatus },
): Promise<void> {
  await ctx.services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(suppliers)
      .set({ status: input.status })
      .where(eq(suppliers.id, input.supplierId))
      .returning({ name: suppliers.name });
    if (!row) throw notFound("supplierNotFound");
    const action = input.status === "suspended" ? "supplierSuspended" : "supplierReactivated";
    await audit(tx, ctx, { action, target: { type: "supplier", id: input.supplierId }, details: row });
  });
  ctx.services.catalog.invalidate();
}

/**
 * An invitation for the supplier's owner: the link is shown to the admin to send (no e-mail yet).
 * Asking again for the same address renews the open invitation rather than adding another;
 * someone already on the team is refused (409 alreadyMember).
 */
export async function inviteOwner(
  ctx: UseCaseContext,
  input: { supplierId: number; email: string },
): Promise<AdminInvitation> {
  const { db, env } = ctx.services;
  const { now } = ctx;
  const { supplierId } = input;
  const inviterId = ctx.actor.id;
  const address = input.email.toLowerCase();
  const expiresAt = new Date(now.getTime() + OWNER_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const { id, createdAt } = await db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ name: suppliers.name, organizationId: suppliers.organizationId })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for("update");
    if (!supplier) throw notFound("supplierNotFound");
    let organizationId = supplier.organizationId;
    if (!organizationId) {
      // A supplier from before teams existed gets its organisation now.
      organizationId = await createOrganization(tx, supplier.name, now);
      await tx.update(suppliers).set({ organizationId }).where(eq(suppliers.id, supplierId));
    }
    const [onTeam] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, organizationId), sql`lower(${user.email}) = ${address}`));
    if (onTeam) throw conflict("alreadyMember", { field: "email" });
    const target = { type: "supplier", id: supplierId } as const;
    await audit(tx, ctx, {
      action: "ownerInvited",
      target,
      details: { email: address, supplier: supplier.name },
    });
    const [open] = await tx
      .select({ id: invitation.id, createdAt: invitation.createdAt })
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.email, address),
          eq(invitation.status, "pending"),
        ),
      );
    if (open) {
      await tx
        .update(invitation)
        .set({ expiresAt, role: "owner", inviterId })
        .where(eq(invitation.id, open.id));
      return open;
    }
    const made = randomUUID();
    await tx.insert(invitation).values({
      id: made,
      organizationId,
      email: address,
      role: "owner",
      status: "pending",
      expiresAt,
      inviterId,
      createdAt: now,
    });
    return { id: made, createdAt: now };
  });
  return {
    id,
    email: address,
    role: "owner",
    expiresAt: expiresAt.toISOString(),
    expired: false,
    link: invitationLink(env.baseUrl, id),
    createdAt: createdAt.toISOString(),
  };
}
