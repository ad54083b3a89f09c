import type { Context, MiddlewareHandler } from "hono";
import { forbidden } from "../errors.ts";
import { errorResponse } from "./http.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one route exempt from the rule: RFC 8058's one-click unsubscribe. The mail provider (or a
 * webmail page) POSTs `List-Unsubscribe=One-Click` to it from anywhere, so a foreign Origin is what
 * it expects. It reads no cookie and acts on no session: the signed token in its address is the only
 * authority, so a cross-site post can do nothing with it that the token's holder could not.
 */
const ORIGIN_EXEMPT = new Set(["/api/unsubscribe"]);

/**
 * A state-changing request that a browser sends with our cookies must come from our own pages
 * (decisions.md §3): its Origin is ours and the browser did not mark it cross-site. Otherwise any
 * site could post a form to us in the visitor's name (sign them in as someone else, book, pay).
 * Clients with a bearer token carry no cookies to misuse; tools that send no Origin are not browsers.
 */
export function sameOriginOnly(baseUrl: string): MiddlewareHandler {
  const ours = new URL(baseUrl).origin;
  return async (c: Context, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header("authorization") || ORIGIN_EXEMPT.has(c.req.path)) {
      return next();
    }
    const origin = c.req.header("origin");
    if (c.req.header("sec-fetch-site") === "cross-site" || (origin !== undefined && origin !== ours)) {
      return errorResponse(forbidden(), c);
    }
    return next();
  };
}
