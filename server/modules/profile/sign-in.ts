import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth.ts";
import { fromAuthRefusal } from "../../auth-passwords.ts";
import { apiTokenFor } from "../../auth-tokens.ts";
import { session } from "../../db/schema.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import type { VisitorContext } from "../context.ts";
import { recordReferral } from "../referral/referral.ts";

type SignUpInput = { name: string; email: string; password: string; referralCode?: string };

// Better Auth's own endpoints, called in-process by the API's /signup and by the sign-in dialog's
// action, so that both answer alike. Better Auth's rate limiter only watches requests that come
// through its HTTP handler, so these count attempts themselves (server/modules/limits).

export interface SignedIn {
  user: { id: string; email: string; name: string };
  /** The new session's token: never answered as it is; an API client gets its API token. */
  token: string | null;
  /** The session cookie (and the account's preferences) for the browser. */
  setCookies: string[];
}

/** What Better Auth answers with `returnHeaders`, as our callers need it. */
function signedIn(result: {
  response: { user: SignedIn["user"]; token: string | null };
  headers: Headers;
}): SignedIn {
  const { user, token } = result.response;
  return {
    user: { id: user.id, email: user.email, name: user.name },
    token,
    setCookies: result.headers.getSetCookie(),
  };
}

/**
 * A new account, the use case both doors call: a few a minute per client address
 * (SIGNUP_LIMIT_PER_MINUTE), then Better Auth's sign-up with the visitor's headers (with our
 * client-address header: the pa_ref referral cookie and the language travel in them). A referral
 * code given in the input counts when the cookie did not already refer the new user.
 */
export async function signUp(ctx: VisitorContext, input: SignUpInput, headers: Headers): Promise<SignedIn> {
  const { db, auth, env } = ctx.services;
  await enforceLimit(
    db,
    { ...limits.signup, max: env.signupLimitPerMinute },
    ctx.clientIp,
    ctx.now.getTime(),
  );
  const { referralCode, ...account } = input;
  const signed = await signUpWithPassword(auth, account, headers);
  if (referralCode) await recordReferral(db, signed.user.id, referralCode);
  return signed;
}

/** A new account with a password, signed in at once (Better Auth's sign-up, its refusals as ours). */
export async function signUpWithPassword(
  auth: Auth,
  input: { name: string; email: string; password: string },
  headers: Headers,
): Promise<SignedIn> {
  try {
    return signedIn(await auth.api.signUpEmail({ body: input, headers, returnHeaders: true }));
  } catch (error) {
    const ours = fromAuthRefusal(error);
    if (ours) throw ours;
    if (error instanceof APIError) {
      if (error.status === "UNPROCESSABLE_ENTITY" || error.body?.code?.includes("ALREADY_EXISTS")) {
        throw conflict("accountExists");
      }
      throw badRequest("signUpFailed");
    }
    throw error;
  }
}

/** What an API client signs in with (decision 032): its bearer token and when its session ends. */
export interface ApiToken {
  token: string;
  expiresAt: Date;
}

/** The API token of a session just made for an API client (its cookie is not handed out). */
async function apiTokenOf(ctx: VisitorContext, sessionToken: string | null): Promise<ApiToken> {
  if (!sessionToken) throw new Error("Better Auth made no session");
  const [made] = await ctx.services.db
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .where(eq(session.token, sessionToken));
  if (!made) throw new Error("the new session is not stored");
  return { token: apiTokenFor(ctx.services.env.authSecret, sessionToken), expiresAt: made.expiresAt };
}

/**
 * The API's sign-up (`POST /api/signup`): the account as `signUp` makes it, signed in for an API
 * client: an API token, no cookie.
 */
export async function signUpApiClient(
  ctx: VisitorContext,
  input: SignUpInput,
  headers: Headers,
): Promise<{ user: SignedIn["user"]; token: string }> {
  const signed = await signUp(ctx, input, headers);
  return { user: signed.user, token: (await apiTokenOf(ctx, signed.token)).token };
}

/**
 * The token endpoint (`POST /api/auth/token`): an API client signs in with e-mail and password,
 * counted and locked as every password sign-in, and gets an API token for a session of its own.
 */
export async function issueApiToken(
  ctx: VisitorContext,
  input: { email: string; password: string },
  headers: Headers,
): Promise<ApiToken> {
  const signed = await signInWithPassword(ctx, input, headers);
  return apiTokenOf(ctx, signed.token);
}

/**
 * A few attempts per client address in a short window (429 past that), as Better Auth allows on its
 * own endpoint, and a few per account before it locks for a while (server/auth-passwords.ts, which
 * watches Better Auth's endpoint however it is called). An unknown address and a wrong password
 * answer alike: nobody learns which addresses have accounts.
 */
export async function signInWithPassword(
  ctx: VisitorContext,
  input: { email: string; password: string },
  headers: Headers,
): Promise<SignedIn> {
  const { auth, db } = ctx.services;
  await enforceLimit(db, limits.signIn, ctx.clientIp, ctx.now.getTime());
  try {
    return signedIn(await auth.api.signInEmail({ body: input, headers, returnHeaders: true }));
  } catch (error) {
    // A locked account (signInLocked, 429) is said alike whether it exists or not.
    const ours = fromAuthRefusal(error);
    if (ours) throw ours;
    if (error instanceof APIError) throw new AppError(401, "signInFailed");
    throw error;
  }
}

/**
 * Where to send the visitor to sign in with Google, and the state cookie the callback checks.
 * Counted with the password sign-ins per client address; without its settings Google is off (400).
 */
export async function googleSignIn(
  ctx: VisitorContext,
  { callbackURL }: { callbackURL: string },
  headers: Headers,
): Promise<{ url: string; setCookies: string[] }> {
  const { auth, db, env } = ctx.services;
  if (!env.google) throw badRequest("googleNotConfigured");
  await enforceLimit(db, limits.signIn, ctx.clientIp, ctx.now.getTime());
  const result = await auth.api.signInSocial({
    body: { provider: "google", callbackURL },
    headers,
    returnHeaders: true,
  });
  if (!result.response.url) throw badRequest("googleNotConfigured");
  return { url: result.response.url, setCookies: result.headers.getSetCookie() };
}
