import type { Context, MiddlewareHandler } from "hono";
import { forbidden } from "../errors.ts";
import { errorResponse } from "./http.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request that a browser sends with our cookies must come from our own pages
 * (decisions.md §3): its Origin is ours and the browser did not mark it cross-site. Otherwise any
 * site could post a form to us in the visitor's name (sign them in as someone else, book, pay).
 * Clients with a bearer token carry no cookies to misuse; tools that send no Origin are not browsers.
 */
export function sameOriginOnly(baseUrl: string): MiddlewareHandler {
  const ours = new URL(baseUrl).origin;
  return async (c: Context, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header("authorization")) return next();
    const origin = c.req.header("origin");
    if (c.req.header("sec-fetch-site") === "cross-site" || (origin !== undefined && origin !== ours)) {
      return errorResponse(forbidden(), c);
    }
    return next();
  };
}
