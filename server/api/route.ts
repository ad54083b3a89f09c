import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, Env } from "hono";
import { z } from "zod";
import { bookingIdSchema } from "../../core/schemas.ts";
import { problemOf } from "../../core/validation.ts";
import { AppError, invalid } from "../errors.ts";
import { isJson, readJsonObject, refuseControlCharacters } from "../request-body.ts";

// Each API route is defined once, with @hono/zod-openapi: its schemas validate the request, type
// the handler's `c.req.valid(...)` and describe it in /api/openapi.json (server/api/openapi.ts adds
// what every route may answer before its own code: 413, 415, 503).

type Method = "get" | "post" | "put" | "delete";
type Request = NonNullable<RouteConfig["request"]>;

interface RouteSpec<P extends string, R extends Request> {
  method: Method;
  /** The path under the router's mount point, in OpenAPI's form: `/bookings/{id}`. */
  path: P;
  summary: string;
  /** Longer words for API clients: what the answer carries, the rules behind it. */
  description?: string;
  /** The route needs a session (cookie or bearer token): documented as such. */
  auth?: boolean;
  /** Its params, query, headers and body (`json(schema)`, or a multipart form described as it is). */
  request?: R;
  /** Every status it answers with; under 400 the envelope is Success, else Failure. */
  statuses: readonly number[];
  /** Runs after the router's guard and before the request is validated (ownerOnly). */
  middleware?: RouteConfig["middleware"];
}

const retryAfterHeader = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" as const } },
};

const ref = (status: number) => ({
  $ref: `#/components/schemas/${status < 400 ? "Success" : "Failure"}`,
});

/** Documented by reference to the two envelopes; a handler answers with `ok()` or throws an AppError. */
type Responses = Record<number, { description: string }>;
/** What `openapi()` reads of a route for the handler's types: its path and its request's schemas. */
type Defined<P extends string, R extends Request> = Omit<RouteConfig, "path" | "request" | "responses"> & {
  path: P;
  request: R;
  responses: Responses;
};

/** One API route's definition, with the answers' envelopes documented. */
export function route<const P extends string, const R extends Request = Request>(
  spec: RouteSpec<P, R>,
): Defined<P, R> {
  const defined = createRoute({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.auth ? { security: [{ cookie: [] }, { bearer: [] }] } : {}),
    request: spec.request ?? ({} as R),
    ...(spec.middleware ? { middleware: spec.middleware } : {}),
    responses: Object.fromEntries(
      spec.statuses.map((status) => [
        status,
        {
          description: String(status),
          content: { "application/json": { schema: ref(status) } },
          // Every 429 says when to try again.
          ...(status === 429 ? { headers: retryAfterHeader } : {}),
        },
      ]),
    ),
  });
  return defined as typeof defined & Defined<P, R>;
}

/** Path parameters several routers share: a user's own {userId} (ownUserId checks it), a booking's {id}. */
export const userParams = z.object({ userId: z.string() });
export const bookingParams = z.object({ id: bookingIdSchema });

/** A required JSON body validated by `schema`. */
export const json = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

type Target = "json" | "query" | "param" | "header" | "form" | "cookie";

/** What was sent for a target, before the schema dropped or changed anything. */
function sent(target: Target, c: Context, parsed: unknown): unknown {
  if (target === "query") return c.req.queries();
  if (target === "param") return c.req.param();
  return parsed;
}

/**
 * Every route's validation answer, after its schema has looked at an input. A JSON body must be
 * sent as `application/json` (415 otherwise: a form or `text/plain` is what another site's page
 * could send) and be an object. No string may hold control characters, whether or not the schema
 * reads it. A problem is a 400 naming each problem's code and field, as the pages' actions give
 * them (core/validation.ts). Params are checked before the body, the body by the same rules as the
 * pages' (server/request-body.ts).
 */
async function refuseInvalid(
  result: { target: Target; data?: unknown } & (
    { success: true } | { success: false; error: { issues: Parameters<typeof problemOf>[0][] } }
  ),
  c: Context,
) {
  if (result.target === "json") {
    if (!isJson(c.req.header("content-type"))) {
      throw new AppError(415, "unsupportedMediaType", { params: { expected: "application/json" } });
    }
    await readJsonObject(() => c.req.json());
  } else refuseControlCharacters(sent(result.target, c, result.data));
  if (!result.success) throw invalid(result.error.issues.map((issue) => problemOf(issue, result.data)));
}

/** A router of API routes, validating with `refuseInvalid`. */
export const apiRouter = <E extends Env>() => new OpenAPIHono<E>({ defaultHook: refuseInvalid });
