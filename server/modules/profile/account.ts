import { APIError } from "better-auth/api";
import { and, eq, gt, ne } from "drizzle-orm";
import type { Auth } from "../../auth.ts";
import { fromAuthRefusal } from "../../auth-passwords.ts";
import { apiTokenFor, hasApiToken } from "../../auth-tokens.ts";
import type { Executor } from "../../db/client.ts";
import { account, contactMessages, holds, mails, orders, payments, user } from "../../db/schema.ts";
import { badRequest, conflict, unauthorized } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { profileOf } from "./profile.ts";
import type { ChangeEmailInput, ChangePasswordInput, DeleteAccountInput } from "../../../core/schemas.ts";

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
const countPasswordCheck = (ctx: UseCaseContext) =>
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

/**
 * Sign-in looks the address up lower-cased (as Better Auth stores it), so it is kept that way.
 * Answers the profile with the new address.
 */
export async function changeEmail(ctx: UseCaseContext, input: ChangeEmailInput) {
  await countPasswordCheck(ctx);
  const { db, auth } = ctx.services;
  const userId = ctx.actor.id;
  await verifyPassword(db, auth, userId, input.password);
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)));
  if (taken) throw conflict("accountExists");
  try {
    // A new address is not verified yet, whatever the old one was (the same address keeps its state).
    await db
      .update(user)
      .set({ email, emailVerified: false })
      .where(and(eq(user.id, userId), ne(user.email, email)));
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict("accountExists");
    throw error;
  }
  return profileOf(db, userId);
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the PostgreSQL code sits on it or on its cause.
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
 * The account's end: the database cascades sessions, accounts, profile, cart, favourites, ledger,
 * referrals made, invites and holds; orders and bookings stay for the supplier, without the person.
 * Seats the user held at checkout go back on sale: the visitors' availability is told. Answers the
 * Set-Cookie lines that make the browser drop the session.
 */
export async function deleteAccount(
  ctx: UseCaseContext,
  { password }: DeleteAccountInput,
): Promise<{ setCookies: string[] }> {
  await countPasswordCheck(ctx);
  const { db, auth } = ctx.services;
  const userId = ctx.actor.id;
  await verifyPassword(db, auth, userId, password);
  const freedSeats = await db.transaction(async (tx) => {
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
    return freed.length > 0;
  });
  if (freedSeats) ctx.services.changes.changed("seats");
  return { setCookies: await expiredSessionCookies(auth) };
}
