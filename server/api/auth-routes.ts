import { Hono } from "hono";
import { signInSchema } from "../../core/auth-forms.ts";
import { signUpWithReferralSchema } from "../../core/schemas.ts";
import { checkAuthRequest } from "../auth-input.ts";
import { AppError, badRequest, DEFAULT_RETRY_AFTER_SECONDS } from "../errors.ts";
import { withAuthLog } from "../auth-log.ts";
import { headersWithClientIp, withClientIp } from "../client-ip.ts";
import { issueApiToken, signUpApiClient } from "../modules/profile/sign-in.ts";
import { ok, type ApiEnv } from "./http.ts";
import { visitorContext } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

export const authRoutes = apiRouter<ApiEnv>();
authRoutes
  .openapi(
    route({
      method: "post",
      path: "/signup",
      summary: "Create an account and sign in as an API client",
      description:
        "Answers the new user and an API token for `Authorization: Bearer` (no session cookie: the " +
        "site's pages sign up through their own form).",
      request: { body: json(signUpWithReferralSchema) },
      statuses: [201, 400, 409, 429],
    }),
    async (c) => {
      const { name, email, password, referralCode } = c.req.valid("json");
      // The sign-in dialog's action signs up through the same use case (and gets the cookie).
      const signedUp = await signUpApiClient(
        visitorContext(c),
        { name, email, password, referralCode },
        headersWithClientIp(c.req.raw.headers, c.var.clientIp),
      );
      return ok(c, signedUp, 201);
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/auth/token",
      summary: "Sign in as an API client: an API token for `Authorization: Bearer`",
      description:
        "The only way to a bearer token besides /api/signup. The token works until `expiresAt` (or " +
        "sign-out with it, or a password change); a browser's session (its cookie) is never one. " +
        "Counted per client address and locked per account like every password sign-in.",
      request: { body: json(signInSchema) },
      statuses: [200, 400, 401, 429],
    }),
    async (c) =>
      ok(
        c,
        await issueApiToken(
          visitorContext(c),
          c.req.valid("json"),
          headersWithClientIp(c.req.raw.headers, c.var.clientIp),
        ),
      ),
  );

/**
 * Better Auth's own routes (sign-in, sign-out, sessions, OAuth), documented by Better Auth, not here.
 * Their answers carry no session token (server/auth-tokens.ts): the browser keeps its cookie.
 */
export const betterAuthRoutes = new Hono<ApiEnv>()
  .post("/auth/sign-in/social", async (c, next) => {
    // Without its two variables Google is off: say so instead of a bare "provider not found".
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => ({}))) as { provider?: string };
    if (body.provider === "google" && !c.var.services.env.google) {
      throw badRequest("googleNotConfigured");
    }
    return next();
  })
  .on(["GET", "POST"], "/auth/*", async (c) => {
    await checkAuthRequest(c);
    const request = await withClientIp(c.req.raw, c.var.clientIp);
    const response = await withAuthLog(() => c.var.services.auth.handler(request));
    // Better Auth answers a failure of its own 500; when that was the database being away (its
    // logger told the monitor), it is our 503 with Retry-After.
    if (response.status >= 500 && c.var.services.outage.down) throw new AppError(503, "databaseUnavailable");
    return withRetryAfter(response);
  });

/**
 * Better Auth's rate limit answers 429 with `X-Retry-After` only; clients and proxies read the
 * standard `Retry-After` (seconds), so it gets one too, as every 429 of ours does.
 */
function withRetryAfter(response: Response): Response {
  if (response.status !== 429 || response.headers.has("retry-after")) return response;
  const seconds = Number(response.headers.get("x-retry-after"));
  const headers = new Headers(response.headers);
  headers.set(
    "Retry-After",
    String(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
