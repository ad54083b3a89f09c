import { APIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { fromAuthRefusal } from "../../auth-passwords.ts";
import { user, verification } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import type { VisitorContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";

// "Forgot password?" through Better Auth's reset flow, called in-process by the /forgot-password and
// /reset-password pages. Better Auth writes the token (a verification row that lasts
// RESET_LINK_MINUTES) and hands us the link, which server/auth.ts puts in the outbox as a
// passwordReset event; the job runner mails it. API clients use Better Auth's own endpoints
// (/api/auth/request-password-reset, /api/auth/reset-password), which its limiter watches.

/** The page a mailed link lands on: Better Auth adds ?token=..., or ?error=INVALID_TOKEN. */
export const resetPasswordPath = "/reset-password";

/**
 * Mails a reset link if the address has an account, and answers alike either way: nobody learns
 * which addresses have accounts. A few requests per client address in a while (429 past that), so
 * the form cannot be used to flood someone's inbox. `headers` are the visitor's, with our
 * client-address header.
 */
export async function requestPasswordReset(
  ctx: VisitorContext,
  { email }: { email: string },
  headers: Headers,
): Promise<void> {
  const { auth, db, env } = ctx.services;
  await enforceLimit(db, limits.passwordReset, ctx.clientIp, ctx.now.getTime());
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: `${env.baseUrl}${resetPasswordPath}` },
    headers,
  });
}

/**
 * Sets the new password if the token is good: it works once, for RESET_LINK_MINUTES, and Better
 * Auth ends every session of the account (revokeSessionsOnPasswordReset). A used, expired or
 * unknown token is 400 resetLinkInvalid, on the token.
 */
export async function resetPassword(
  ctx: VisitorContext,
  input: { token: string; newPassword: string },
  headers: Headers,
): Promise<void> {
  try {
    await ctx.services.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.newPassword },
      headers,
    });
  } catch (error) {
    const ours = fromAuthRefusal(error); // passwordCommon, on the new password
    if (ours) throw ours;
    if (error instanceof APIError) throw badRequest("resetLinkInvalid", { field: "token" });
    throw error;
  }
}

/** After a reset by the page: signed in with the new password, or the address to sign in with. */
export interface ResetDone {
  signedIn: boolean;
  /** The account's address (the link was mailed to it), for the sign-in form when not signed in. */
  email: string;
  /** The new session's cookie, for the browser. */
  setCookies: string[];
}

/**
 * The reset page's use case: the new password as `resetPassword` sets it, then a session with it,
 * so the visitor is in at once (Better Auth's reset signs nobody in, and ends every session). The
 * account is the token's, read before the reset spends it. The sign-in is not counted against the
 * client address's sign-in attempts: the single-use mailed token proved the owner, and there is no
 * password to guess. Should the sign-in still be refused, the reset stands and the page asks the
 * visitor to sign in with the address filled in.
 */
export async function resetPasswordAndSignIn(
  ctx: VisitorContext,
  input: { token: string; newPassword: string },
  headers: Headers,
): Promise<ResetDone> {
  const email = await accountOfToken(ctx, input.token);
  await resetPassword(ctx, input, headers);
  if (!email) return { signedIn: false, email: "", setCookies: [] };
  try {
    const signed = await ctx.services.auth.api.signInEmail({
      body: { email, password: input.newPassword },
      headers,
      returnHeaders: true,
    });
    return { signedIn: true, email, setCookies: signed.headers.getSetCookie() };
  } catch (error) {
    if (error instanceof APIError) return { signedIn: false, email, setCookies: [] };
    throw error;
  }
}

/** The address of the account a reset token is for (Better Auth keeps the user's id as its value). */
async function accountOfToken(ctx: VisitorContext, token: string): Promise<string | null> {
  const [row] = await ctx.services.db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`));
  return row?.email ?? null;
}

/**
 * Whether a token would still be taken, so the page can say at once that a link is spent instead of
 * after the visitor typed a new password twice. Better Auth decides by the real clock, and so does
 * this; `resetPassword` stays the one that counts.
 */
export async function resetTokenUsable(ctx: VisitorContext, { token }: { token: string }): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await ctx.services.db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())),
    );
  return Boolean(row);
}
