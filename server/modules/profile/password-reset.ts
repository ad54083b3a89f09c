import { APIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { fromAuthRefusal } from "../../auth-passwords.ts";
import { verification } from "../../db/schema.ts";
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
