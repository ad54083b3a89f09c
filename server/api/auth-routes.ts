import { Hono } from "hono";
import { signUpWithReferralSchema } from "../../core/schemas.ts";
import { checkAuthRequest } from "../auth-input.ts";
import { AppError, badRequest, DEFAULT_RETRY_AFTER_SECONDS } from "../errors.ts";
import { withAuthLog } from "../auth-log.ts";
import { headersWithClientIp, withClientIp } from "../client-ip.ts";
import { signUp } from "../modules/profile/sign-in.ts";
import { ok, type ApiEnv } from "./http.ts";
import { visitorContext } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

export const authRoutes = apiRouter<ApiEnv>();
authRoutes.openapi(
  route({
    method: "post",
    path: "/signup",
    summary: "Create an account and sign in",
    request: { body: json(signUpWithReferralSchema) },
    statuses: [201, 400, 409, 429],
  }),
  async (c) => {
    const { name, email, password, referralCode } = c.req.valid("json");
    // The sign-in dialog's action signs up through the same function.
    const { user, token, setCookies } = await signUp(
      visitorContext(c),
      { name, email, password, referralCode },
      headersWithClientIp(c.req.raw.headers, c.var.clientIp),
    );
    for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
    return ok(c, { user, token }, 201);
  },
);

/** Better Auth's own routes (sign-in, sign-out, sessions, OAuth), documented by Better Auth, not here. */
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
