import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { preferencesFrom } from "../../core/preferences.ts";
import { controlCharacterPath } from "../../core/text.ts";
import { validate } from "../../core/validation.ts";
import { outageRetryAfterSeconds } from "../db/outage.ts";
import { errorText } from "../error-messages.ts";
import { log } from "../log.ts";
import { AppError, badRequest, invalid, parseInput } from "../errors.ts";
import { enforceLimit, type LimitRule } from "../modules/limits/limits.ts";
import type { AppServices } from "../services.ts";

export type ApiEnv = { Variables: { services: AppServices; clientIp: string } };
/** What the helpers below read of a route's context, whichever guard put more in it. */
export type ApiContext = Pick<Context<ApiEnv>, "req"> & { var: ApiEnv["Variables"] };

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
