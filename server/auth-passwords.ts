import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { isErrorCode } from "../core/errors.ts";
import { preferencesFrom } from "../core/preferences.ts";
import type { Executor } from "./db/client.ts";
import { errorText } from "./error-messages.ts";
import { AppError, badRequest, type ErrorStatus } from "./errors.ts";
import { beginSignInAttempt, clearSignInFailures } from "./modules/limits/sign-in-lockout.ts";

// Passwords and sign-in on Better Auth's own endpoints, over HTTP or called in-process by our pages
// and /api (issue 14, decision 014):
// - a new password (sign-up, change, reset, set, an admin's) is not one of the common ones;
// - failed sign-ins are counted per account and lock it for a while (modules/limits/sign-in-lockout);
// - a list of sessions never carries their tokens (a token is a bearer credential).
// Our length rule is Better Auth's `minPasswordLength` and our schemas'; sign-in checks no length,
// so older, shorter passwords keep working.

/** The common passwords (the zxcvbn-ts list, ranked by frequency in leaks) of our minimum length or more. */
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(minLength: number): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set((dictionary["passwords-common"] as string[]).filter((word) => word.length >= minLength)),
  );
  return commonPasswords;
}

/** Whether a password is on the list of common ones (compared in lower case, as the list is). */
export async function isCommonPassword(password: string, minLength = 1): Promise<boolean> {
  return (await loadCommonPasswords(minLength)).has(password.toLowerCase());
}

/** Better Auth's endpoints that set a password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

/** Better Auth's endpoints that list sessions (the user's own, or an admin's view of a user's). */
const LISTS_SESSIONS = new Set(["/list-sessions", "/admin/list-user-sessions"]);

/** A session as a list shows it: everything but its token. */
function withoutToken(session: unknown): unknown {
  if (typeof session !== "object" || session === null) return session;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return rest;
}

export function passwordRules(options: {
  db: Executor;
  now: () => Date;
  minLength: number;
}): BetterAuthPlugin {
  const { db, now } = options;
  // The list loads while the server starts, not on the first sign-up.
  void loadCommonPasswords(options.minLength);
  return {
    id: "password-rules",
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && ctx.path in NEW_PASSWORD_FIELD),
          handler: createAuthMiddleware(async (ctx) => {
            const field = NEW_PASSWORD_FIELD[ctx.path ?? ""]!;
            const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
            if (typeof password === "string" && (await isCommonPassword(password, options.minLength))) {
              throw authRefusal(ctx.headers, badRequest("passwordCommon", { field }));
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as Record<string, unknown> | undefined)?.email;
            if (typeof email !== "string") return;
            try {
              await beginSignInAttempt(db, email, now().getTime());
            } catch (error) {
              if (error instanceof AppError) throw authRefusal(ctx.headers, error);
              throw error;
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as Record<string, unknown> | undefined)?.email;
            if (typeof email === "string" && ctx.context.newSession) await clearSignInFailures(db, email);
          }),
        },
        {
          matcher: (ctx) => Boolean(ctx.path && LISTS_SESSIONS.has(ctx.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (Array.isArray(returned)) return ctx.json(returned.map(withoutToken));
            const sessions = (returned as { sessions?: unknown } | null)?.sessions;
            if (Array.isArray(sessions)) {
              return ctx.json({ ...(returned as object), sessions: sessions.map(withoutToken) });
            }
          }),
        },
      ],
    },
  };
}

/** A password reset by e-mail proves the owner: the account's failed sign-ins and lock are cleared. */
export const onPasswordReset =
  (db: Executor) =>
  async ({ user }: { user: { email: string } }) => {
    await clearSignInFailures(db, user.email);
  };

/**
 * Our error (code, words in the caller's language, field, Retry-After) as the APIError Better Auth
 * answers with over HTTP; in-process callers turn it back with `fromAuthRefusal`.
 */
export function authRefusal(headers: Headers | undefined, error: AppError): APIError {
  const { lang } = preferencesFrom(headers?.get("cookie") ?? null, headers?.get("accept-language") ?? null);
  const words = errorText(lang, error.code, error.field, error.params);
  const retryAfter = error.details?.retryAfter;
  return new APIError(
    error.status === 429 ? "TOO_MANY_REQUESTS" : "BAD_REQUEST",
    {
      ...error.details,
      success: false,
      message: words,
      error: words,
      code: error.code,
      ...(error.params ? { params: error.params } : {}),
      ...(error.field ? { field: error.field } : {}),
    },
    typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined,
  );
}

/** One of our refusals (any code of ours) that came back through Better Auth, else undefined. */
export function fromAuthRefusal(error: unknown): AppError | undefined {
  if (!(error instanceof APIError)) return undefined;
  const body = error.body as Record<string, unknown> | undefined;
  if (!isErrorCode(body?.code)) return undefined;
  return new AppError(error.statusCode as ErrorStatus, body.code, {
    field: typeof body.field === "string" ? body.field : undefined,
    params: body.params as AppError["params"],
    details: typeof body.retryAfter === "number" ? { retryAfter: body.retryAfter } : undefined,
  });
}
