import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { firstIssue } from "../../core/schemas.ts";
import { AppError, badRequest, forbidden, unauthorized } from "../errors.ts";
import { enforceLimit, type LimitRule } from "../modules/limits/limits.ts";
import type { AppServices } from "../services.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type ApiEnv = { Variables: { services: AppServices; clientIp: string } };
export type ApiContext = Context<ApiEnv>;

export const ok = (c: Context, data: unknown, status: ContentfulStatusCode = 200) =>
  c.json({ success: true, data }, status);

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}

/** A path parameter or header: errors name it. */
export function parseParam<S extends z.ZodType>(name: string, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`${name}: ${result.error.issues[0]?.message ?? "is invalid"}`);
  return result.data;
}

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
}

/** The session's user (cookie or `Authorization: Bearer <token>`), or 401. */
export async function requireUser(c: ApiContext): Promise<SessionUser> {
  const session = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw unauthorized();
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** A {userId} in a path must be the session's own: otherwise 403, and nothing else is said. */
export async function requireSelf(c: ApiContext, userId: string): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.id !== userId) throw forbidden();
  return user;
}

/** Counts this request against a limit, per client address unless another key is given, by the services' clock. */
export const limit = (c: ApiContext, rule: LimitRule, key: string = c.var.clientIp) =>
  enforceLimit(c.var.services.db, rule, key, c.var.services.now().getTime());

export function errorResponse(error: unknown, c: Context) {
  if (error instanceof AppError) {
    if (error.status === 429 && typeof error.details?.retryAfter === "number") {
      c.header("Retry-After", String(error.details.retryAfter));
    }
    return c.json({ success: false, error: error.message, ...error.details }, error.status);
  }
  console.error("Unhandled error:", error);
  return c.json({ success: false, error: "Something went wrong. Please try again." }, 500);
}
