import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { preferencesFrom } from "../../core/preferences.ts";
import { controlCharacterPath } from "../../core/text.ts";
import { validate } from "../../core/validation.ts";
import { outageRetryAfterSeconds } from "../db/outage.ts";
import { errorText } from "../error-messages.ts";
import { log } from "../log.ts";
import { AppError, badRequest, forbidden, invalid, notFound, parseInput, unauthorized } from "../errors.ts";
import { enforceLimit, type LimitRule } from "../modules/limits/limits.ts";
import { isPlatformAdmin, operatorScope, type OperatorScope } from "../modules/operator/scope.ts";
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

/** Parses with one of core's schemas, or answers 400 with every problem's code and field. */
export const parse = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> =>
  parseInput<z.infer<S>>(schema, value);

/** A path parameter or header: errors name it. */
export function parseParam<S extends z.ZodType>(name: string, schema: S, value: unknown): z.infer<S> {
  const result = validate<z.infer<S>>(schema, value);
  if (!result.ok) throw invalid(result.problems.map((problem) => ({ ...problem, field: name })));
  return result.data;
}

/** `application/json` (with or without parameters such as a charset), and nothing else. */
export const isJson = (contentType: string | null | undefined) =>
  /^application\/json\s*(?:;|$)/i.test(contentType ?? "");

/**
 * A JSON route's body: sent as `application/json` (415 otherwise: a form or `text/plain` is what
 * another site's page could send), well-formed, and without control characters in any string.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  if (!isJson(c.req.header("content-type"))) {
    throw new AppError(415, "unsupportedMediaType", { params: { expected: "application/json" } });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("invalidJson");
  }
  const unreadable = controlCharacterPath(body);
  if (unreadable !== null) throw badRequest("controlCharacters", { field: unreadable || undefined });
  return body;
}

/** The session's user (cookie or `Authorization: Bearer <token>`), or 401. */
export async function requireUser(c: ApiContext): Promise<SessionUser> {
  const session = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw unauthorized();
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/**
 * The console's guard: the member's supplier, 401 signed out, and 404 for anyone who is not on a
 * supplier's team (to them the console does not exist).
 */
export async function requireOperator(c: ApiContext): Promise<OperatorScope> {
  const user = await requireUser(c);
  const scope = await operatorScope(c.var.services.db, user.id);
  if (!scope) throw notFound("pageNotFound");
  return scope;
}

/** The admin area's guard: 401 signed out, 404 for anyone but a platform admin. */
export async function requireAdmin(c: ApiContext): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!(await isPlatformAdmin(c.var.services.db, user.id))) throw notFound("pageNotFound");
  return user;
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

/** `{success: false, error, code, field}`: the code is stable, the error in the request's language. */
export function errorResponse(error: unknown, c: Context) {
  const { lang } = preferencesFrom(c.req.header("cookie") ?? null, c.req.header("accept-language") ?? null);
  // The database cannot be reached: the request is not at fault, and may be tried again shortly.
  const services = c.get("services") as AppServices | undefined;
  if (!(error instanceof AppError) && services?.outage.report(error)) {
    error = new AppError(503, "databaseUnavailable");
  }
  if (error instanceof AppError) {
    if (error.status === 429 && typeof error.details?.retryAfter === "number") {
      c.header("Retry-After", String(error.details.retryAfter));
    }
    if (error.status === 503) c.header("Retry-After", String(outageRetryAfterSeconds));
    const { code, field, params, details } = error;
    return c.json(
      { ...details, success: false, error: errorText(lang, code, field, params), code, field },
      error.status,
    );
  }
  log.error("unhandled error", { error });
  return c.json({ success: false, error: errorText(lang, "serverError"), code: "serverError" }, 500);
}
