import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { setRequestCookie } from "better-auth/cookies";

// Session tokens and who may hold them (issue 25 item 15, decision 032):
// - the browser's session lives in its HttpOnly cookie, and no answer a page script can read
//   carries its token (Better Auth's own answers over HTTP lose their `token` fields here);
// - an API client signs in through our token endpoint (`POST /api/auth/token`) or `/api/signup`
//   and gets an API token: the session's token, a dot, and an HMAC of it under the auth secret
//   for this purpose only. `Authorization: Bearer` takes that and nothing else, so a session
//   token or cookie value that leaked from a browser is no bearer credential.

const BEARER = "bearer ";
const PURPOSE = "api-token";

function mac(secret: string, sessionToken: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}.${sessionToken}`).digest();
}

/** The API token of a session: only the server makes it, and only for an API client's sign-in. */
export function apiTokenFor(secret: string, sessionToken: string): string {
  return `${sessionToken}.${mac(secret, sessionToken).toString("base64url")}`;
}

/** The session token inside a genuine API token; null for anything else, whatever the bytes. */
export function sessionTokenOf(secret: string, apiToken: string): string | null {
  if (apiToken.length > 256) return null;
  const [sessionToken, signature, extra] = apiToken.split(".");
  if (!sessionToken || !signature || extra !== undefined) return null;
  const expected = mac(secret, sessionToken);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return sessionToken;
}

/** The bearer token of an `Authorization` header, if it holds one. */
function bearerOf(headers: Headers | undefined): string | null {
  const value = headers?.get("authorization");
  if (!value || value.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
  return value.slice(BEARER.length).trim() || null;
}

/** Whether a request signs in with a genuine API token (a bearer client, not a browser). */
export function hasApiToken(secret: string, headers: Headers | undefined): boolean {
  const bearer = bearerOf(headers);
  return bearer !== null && sessionTokenOf(secret, bearer) !== null;
}

/** The session cookie's value as Better Auth signs it: the token, a dot, its HMAC in base64. */
function signedCookieValue(secret: string, sessionToken: string): string {
  return `${sessionToken}.${createHmac("sha256", secret).update(sessionToken).digest("base64")}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Error);

/**
 * An answer without the session's token (`token` beside the user, as sign-in and sign-up give it,
 * and `session.token`, as get-session does), or null when it carried none.
 */
function withoutToken(answer: Record<string, unknown>): Record<string, unknown> | null {
  const { token, session, ...rest } = answer;
  const inSession = isRecord(session) && typeof session.token === "string";
  if (typeof token !== "string" && !inSession) return null;
  if (token !== undefined && typeof token !== "string") rest.token = token;
  if (session !== undefined) {
    if (!inSession) rest.session = session;
    else {
      const { token: _token, ...kept } = session as Record<string, unknown>;
      rest.session = kept;
    }
  }
  return rest;
}

/**
 * The Better Auth plugin (in place of its `bearer` plugin, which took any session token and
 * handed every page script the cookie's value in `set-auth-token`):
 * - before every endpoint, over HTTP or in-process: a genuine API token in `Authorization: Bearer`
 *   becomes the session cookie Better Auth reads; any other bearer is ignored (no session);
 * - after every endpoint answered over HTTP: no `token` in the JSON (sign-in, sign-up,
 *   get-session). In-process callers (our use cases) still get it, to make an API token.
 */
export function sessionTokens(secret: string): BetterAuthPlugin {
  return {
    id: "session-tokens",
    hooks: {
      before: [
        {
          matcher: (ctx) => bearerOf(ctx.request?.headers ?? ctx.headers) !== null,
          handler: createAuthMiddleware(async (ctx) => {
            const given = ctx.request?.headers ?? ctx.headers;
            const sessionToken = sessionTokenOf(secret, bearerOf(given)!);
            if (!sessionToken) return;
            const headers = new Headers(given);
            setRequestCookie(
              headers,
              ctx.context.authCookies.sessionToken.name,
              signedCookieValue(secret, sessionToken),
            );
            return { context: { headers } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => Boolean(ctx.request),
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isRecord(returned)) return;
            const answer = withoutToken(returned);
            if (answer) return ctx.json(answer);
          }),
        },
      ],
    },
  };
}
