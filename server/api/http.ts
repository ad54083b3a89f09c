import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { preferencesFrom } from "../../core/preferences.ts";
import { outageRetryAfterSeconds } from "../db/outage.ts";
import { errorText } from "../error-messages.ts";
import { log } from "../log.ts";
import { AppError, badRequest, notFound, retryAfterOf } from "../errors.ts";
import { parseDepartureId } from "../../core/operator.ts";
import type { AppServices } from "../services.ts";

export type ApiEnv = { Variables: { services: AppServices; clientIp: string } };

export const ok = (c: Context, data: unknown, status: ContentfulStatusCode = 200) =>
  c.json({ success: true, data }, status);

/** A departure's id in a path (`<serviceId>_<YYYY-MM-DD>_<HH:MM>`): one that cannot be is not found. */
export function departureKey(id: string) {
  const key = parseDepartureId(id);
  if (!key) throw notFound("departureNotFound");
  return key;
}

/** `{success: false, error, code, field}`: the code is stable, the error in the request's language. */
export function errorResponse(error: unknown, c: Context) {
  const { lang } = preferencesFrom(c.req.header("cookie") ?? null, c.req.header("accept-language") ?? null);
  // The database cannot be reached: the request is not at fault, and may be tried again shortly.
  const services = c.get("services") as AppServices | undefined;
  if (!(error instanceof AppError) && services?.outage.report(error)) {
    error = new AppError(503, "databaseUnavailable");
  }
  // What Hono's validators refuse before a schema sees the body: a media type, or broken JSON.
  if (error instanceof HTTPException) {
    error =
      error.status === 415
        ? new AppError(415, "unsupportedMediaType", { params: { expected: "application/json" } })
        : badRequest("invalidJson");
  }
  if (error instanceof AppError) {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
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
