import { Hono } from "hono";
import { APIError } from "better-auth/api";
import { signUpWithReferralSchema } from "../../core/schemas.ts";
import { AppError, badRequest, conflict } from "../errors.ts";
import { headersWithClientIp, withClientIp } from "../client-ip.ts";
import { limits } from "../modules/limits/limits.ts";
import { recordReferral } from "../modules/referral/referral.ts";
import { jsonBody, limit, ok, parse, type ApiEnv } from "./http.ts";

export const authRoutes = new Hono<ApiEnv>()
  .post("/signup", async (c) => {
    const { auth, db } = c.var.services;
    await limit(c, { ...limits.signup, max: c.var.services.env.signupLimitPerMinute });
    const input = parse(signUpWithReferralSchema, await jsonBody(c));
    try {
      const response = await auth.api.signUpEmail({
        body: { name: input.name, email: input.email, password: input.password },
        headers: headersWithClientIp(c.req.raw.headers, c.var.clientIp),
        returnHeaders: true,
      });
      const cookie = response.headers.get("set-cookie");
      if (cookie) c.header("set-cookie", cookie);
      const { user, token } = response.response;
      // A code in the body counts when the pa_ref cookie did not already refer this user.
      if (input.referralCode) await recordReferral(db, user.id, input.referralCode);
      return ok(c, { user: { id: user.id, email: user.email, name: user.name }, token }, 201);
    } catch (error) {
      if (error instanceof APIError) {
        if (error.status === "UNPROCESSABLE_ENTITY" || error.body?.code?.includes("ALREADY_EXISTS")) {
          throw conflict("accountExists");
        }
        throw badRequest("signUpFailed");
      }
      throw error;
    }
  })
  .post("/auth/sign-in/social", async (c, next) => {
    // Without its two variables Google is off: say so instead of a bare "provider not found".
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => ({}))) as { provider?: string };
    if (body.provider === "google" && !c.var.services.env.google) {
      throw new AppError(501, "googleNotConfigured");
    }
    return next();
  })
  .on(["GET", "POST"], "/auth/*", async (c) => {
    return c.var.services.auth.handler(await withClientIp(c.req.raw, c.var.clientIp));
  });
