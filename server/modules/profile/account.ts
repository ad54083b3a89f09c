import { APIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import type { Auth } from "../../auth.ts";
import { fromAuthRefusal } from "../../auth-passwords.ts";
import { apiTokenFor, hasApiToken } from "../../auth-tokens.ts";
import type { Executor } from "../../db/client.ts";
import { account, contactMessages, holds, mails, orders, payments, user } from "../../db/schema.ts";
import { badRequest, unauthorized } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { takeConfirmation } from "./confirmations.ts";
import { cancelUpcoming, hasPassword } from "./deletion.ts";
import type { ChangePasswordInput, DeleteAccountInput } from "../../../core/schemas.ts";

/** What an order keeps of a deleted customer: the supplier still needs the booking, not the person. */
export const DELETED_CUSTOMER = {
  customerName: "Deleted user",
  customerEmail: "deleted@invalid",
  customerPhone: "-",
  customerStreet: "-",
  customerCity: "-",
} as const;

/**
 * A stolen session must not become a way to guess the password: each use case that checks it
 * counts, per user, whichever door it came through.
 */
export const countPasswordCheck = (ctx: UseCaseContext) =>
  enforceLimit(ctx.services.db, limits.passwordCheck, ctx.actor.id, ctx.now.getTime());

/** Checks the password against the credential account's hash with Better Auth's own hasher. */
export async function verifyPassword(db: Executor, auth: Auth, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.hash) throw badRequest("noPassword", { field: "password" });
  const context = await auth.$context;
  const valid = await context.password.verify({ hash: credential.hash, password });
  if (!valid) throw badRequest("passwordIncorrect", { field: "password" });
}

/** Drizzle wraps the driver's error; the PostgreSQL code (23505: a unique index) sits on it or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Better Auth's change-password: it checks the current password, ends every session of the user and
 * issues a new one for the caller: its cookie for a browser, and a new API token for a caller that
 * signed in with one (decision 032); a browser's answer carries no token.
 */
export async function changePassword(ctx: UseCaseContext, input: ChangePasswordInput, headers: Headers) {
  await countPasswordCheck(ctx);
  try {
    const { headers: answer, response } = await ctx.services.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    const { authSecret } = ctx.services.env;
    return {
      token:
        response.token && hasApiToken(authSecret, headers) ? apiTokenFor(authSecret, response.token) : null,
      setCookies: answer.getSetCookie(),
    };
  } catch (error) {
    const ours = fromAuthRefusal(error); // passwordCommon
    if (ours) throw ours;
    if (!(error instanceof APIError)) throw error;
    const code = error.body?.code;
    if (code === "INVALID_PASSWORD") throw badRequest("passwordIncorrect", { field: "currentPassword" });
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      throw badRequest("noPassword", { field: "currentPassword" });
    }
    if (error.status === "UNAUTHORIZED") throw unauthorized();
    throw badRequest("passwordChangeFailed", { field: "newPassword" });
  }
}

/** The sessions are gone with the user; the browser is told to drop their cookies too. */
async function expiredSessionCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes: { path, domain, secure, httpOnly, sameSite } }) =>
      [
        `${name}=`,
        "Max-Age=0",
        `Path=${path ?? "/"}`,
        domain ? `Domain=${domain}` : "",
        secure ? "Secure" : "",
        httpOnly ? "HttpOnly" : "",
        sameSite ? `SameSite=${sameSite}` : "",
      ]
        .filter(Boolean)
        .join("; "),
  );
}

/**
 * Who asks to delete is the account's owner: the password, or for an account without one (Google)
 * the code mailed to it (deletion.ts). Both count as guesses, per user.
 */
async function confirmOwner(ctx: UseCaseContext, { password, code }: DeleteAccountInput) {
  await countPasswordCheck(ctx);
  const { db, auth, env } = ctx.services;
  const userId = ctx.actor.id;
  if (await hasPassword(db, userId)) {
    if (!password) throw badRequest("passwordRequired", { field: "password" });
    await verifyPassword(db, auth, userId, password);
    return;
  }
  if (!code) throw badRequest(password ? "noPassword" : "deletionCodeRequired", { field: "code" });
  const taken = await takeConfirmation(db, env.authSecret, {
    userId,
    purpose: "deletion",
    secret: code,
    now: ctx.now,
  });
  if (!taken) throw badRequest("deletionCodeInvalid", { field: "code" });
}

/**
 * The account's end. First its upcoming bookings are cancelled with everything paid for them given
 * back and their operators told (deletion.ts; the page showed this before). Then the database
 * cascades sessions, accounts, profile, cart, favourites, ledger (the points balance is forfeited),
 * referrals made, invites and holds; orders and bookings stay for the supplier, without the person.
 * Seats given back (bookings cancelled, checkout holds) are told to the visitors' availability.
 * Answers the Set-Cookie lines that make the browser drop the session.
 */
export async function deleteAccount(
  ctx: UseCaseContext,
  input: DeleteAccountInput,
): Promise<{ setCookies: string[] }> {
  await confirmOwner(ctx, input);
  const { db, auth } = ctx.services;
  const userId = ctx.actor.id;
  const freedSeats = await db.transaction(async (tx) => {
    // The person's row first: an order being written for them (its foreign key takes a share of
    // this row) either commits before, and is cancelled and refunded below, or waits and fails.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const cancelled = await cancelUpcoming(tx, userId, ctx.now);
    // The foreign key would remove the holds too; taken here, the live ones say seats came back.
    const freed = await tx
      .delete(holds)
      .where(and(eq(holds.userId, userId), gt(holds.expiresAt, ctx.now)))
      .returning({ id: holds.id });
    await tx
      .update(orders)
      .set({ ...DELETED_CUSTOMER, userId: null })
      .where(eq(orders.userId, userId));
    await tx.update(payments).set({ userId: null }).where(eq(payments.userId, userId));
    // What they wrote to us stays (a support history), without who wrote it.
    await tx
      .update(contactMessages)
      .set({
        userId: null,
        name: DELETED_CUSTOMER.customerName,
        email: DELETED_CUSTOMER.customerEmail,
        phone: null,
      })
      .where(eq(contactMessages.userId, userId));
    // The mail we wrote them (stored copies, with their address and bookings) goes with them; the
    // in-app list goes by the foreign key.
    await tx.delete(mails).where(eq(mails.userId, userId));
    // Bookings and messages to suppliers stay: their userId becomes null by the foreign key.
    await tx.delete(user).where(eq(user.id, userId));
    return cancelled > 0 || freed.length > 0;
  });
  if (freedSeats) ctx.services.changes.changed("seats");
  return { setCookies: await expiredSessionCookies(auth) };
}
