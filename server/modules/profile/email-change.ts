import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { ChangeEmailInput } from "../../../core/schemas.ts";
import { user } from "../../db/schema.ts";
import type { Executor } from "../../db/client.ts";
import { badRequest, conflict } from "../../errors.ts";
import type { UseCaseContext, VisitorContext } from "../context.ts";
import { EMAIL_LINK_HOURS } from "../notifications/events-security.ts";
import { notify } from "../notifications/outbox.ts";
import { signLink, verifyLink } from "../notifications/signed-links.ts";
import { countPasswordCheck, isUniqueViolation, verifyPassword } from "./account.ts";
import { confirms, openConfirmation, openRequest, takeConfirmation } from "./confirmations.ts";

// A new sign-in address takes effect only once a link mailed to it is followed (issue 25 item 8,
// decision 028). Until then the old address signs in as before; it is told of the request, and
// again once the change is done.

/** Where the mailed link lands: a page that confirms and says how it went. */
export const emailConfirmPath = "/account/email";

export interface PendingEmail {
  /** The address a confirmation link went to. */
  pending: string;
  /** When that link stops working. */
  expiresAt: string;
}

async function addressTaken(db: Executor, email: string, userId: string) {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)));
  return Boolean(taken);
}

/**
 * Asking for a new address (needs the password): a link to it, the old address told; nothing
 * changes yet. Sign-in looks addresses up lower-cased (as Better Auth stores them), so the new one
 * is kept that way. Asking again replaces the open request: only the latest link works.
 */
export async function requestEmailChange(
  ctx: UseCaseContext,
  input: ChangeEmailInput,
): Promise<PendingEmail> {
  await countPasswordCheck(ctx);
  const { db, auth, env } = ctx.services;
  const userId = ctx.actor.id;
  await verifyPassword(db, auth, userId, input.password);
  const email = input.email.trim().toLowerCase();
  const [current] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (current?.email === email) throw badRequest("emailUnchanged", { field: "email" });
  if (await addressTaken(db, email, userId)) throw conflict("accountExists");
  const expiresAt = new Date(ctx.now.getTime() + EMAIL_LINK_HOURS * 3_600_000);
  const nonce = randomBytes(16).toString("base64url");
  const token = signLink(env.authSecret, "emailChange", {
    u: userId,
    n: nonce,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  const url = `${env.baseUrl}${emailConfirmPath}/${token}`;
  await db.transaction(async (tx) => {
    await openConfirmation(tx, env.authSecret, {
      userId,
      purpose: "email",
      secret: nonce,
      newEmail: email,
      expiresAt,
      now: ctx.now,
    });
    await notify(tx, { kind: "emailConfirm", userId, email, url }, ctx.now);
    await notify(
      tx,
      {
        kind: "emailChangeRequested",
        userId,
        oldEmail: current?.email ?? "",
        email,
        requestId: randomUUID(),
      },
      ctx.now,
    );
  });
  return { pending: email, expiresAt: expiresAt.toISOString() };
}

/** The address a confirmation link is out for, while it works (the settings page says so). */
export async function pendingEmail(ctx: UseCaseContext): Promise<PendingEmail | null> {
  const row = await openRequest(ctx.services.db, ctx.actor.id, "email", ctx.now);
  return row?.newEmail ? { pending: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null;
}

/** The address the account signs in with, and the one a link is out for (nulls when none). */
export async function emailState(ctx: UseCaseContext) {
  const [current] = await ctx.services.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, ctx.actor.id));
  const pending = await pendingEmail(ctx);
  return {
    email: current?.email ?? "",
    pending: pending?.pending ?? null,
    expiresAt: pending?.expiresAt ?? null,
  };
}

/** The link's owner and its secret, if the link is ours and unexpired; else 400 emailLinkInvalid. */
function linkParts(ctx: VisitorContext, token: string) {
  const payload = verifyLink(ctx.services.env.authSecret, "emailChange", token, ctx.now);
  const userId = typeof payload?.u === "string" ? payload.u : null;
  const nonce = typeof payload?.n === "string" ? payload.n : null;
  if (!userId || !nonce) throw badRequest("emailLinkInvalid");
  return { userId, nonce };
}

/**
 * What a mailed link would confirm, without using it up: opening a link is not confirming it
 * (mail scanners and link previews open links too), so the page asks first. The new address of
 * the open request the link belongs to; 400 emailLinkInvalid for a forged, expired, replaced or
 * used link.
 */
export async function emailChangeLink(
  ctx: VisitorContext,
  input: { token: string },
): Promise<{ email: string }> {
  const { userId, nonce } = linkParts(ctx, input.token);
  const row = await openRequest(ctx.services.db, userId, "email", ctx.now);
  if (!row?.newEmail || !confirms(ctx.services.env.authSecret, row, nonce))
    throw badRequest("emailLinkInvalid");
  return { email: row.newEmail };
}

/**
 * Confirming the mailed link, signed in or not (the token says whose account): the address becomes
 * the account's, verified, and the old address is told. A forged, expired, replaced or used link is
 * refused (400 emailLinkInvalid); an address taken by another account meanwhile, 409 accountExists.
 */
export async function confirmEmailChange(
  ctx: VisitorContext,
  input: { token: string },
): Promise<{ email: string }> {
  const { db, env } = ctx.services;
  const { userId, nonce } = linkParts(ctx, input.token);
  try {
    return await db.transaction(async (tx) => {
      const taken = await takeConfirmation(tx, env.authSecret, {
        userId,
        purpose: "email",
        secret: nonce,
        now: ctx.now,
      });
      if (!taken?.newEmail) throw badRequest("emailLinkInvalid");
      const email = taken.newEmail;
      // Someone may have signed up with it since the request: the address goes to whoever has it.
      if (await addressTaken(tx, email, userId)) throw conflict("accountExists");
      const [old] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (!old) throw badRequest("emailLinkInvalid");
      // Following the link proves the mailbox is theirs: the new address is verified.
      await tx.update(user).set({ email, emailVerified: true }).where(eq(user.id, userId));
      await notify(
        tx,
        { kind: "emailChanged", userId, oldEmail: old.email, email, requestId: randomUUID() },
        ctx.now,
      );
      return { email };
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict("accountExists");
    throw error;
  }
}
