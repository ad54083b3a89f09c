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

/** What a browser says of a request's initiator (Fetch Metadata): only our own pages may change things. */
const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * A state-changing request (API, page actions, resource routes, sign-out) must come from our own
 * pages (decisions.md §3, decision 014):
 * - a browser's `Sec-Fetch-Site`, when sent, says `same-origin` (a sibling subdomain is `same-site`,
 *   which SameSite=Lax cookies would let through: refused);
 * - an `Origin`, when sent, is ours, bearer token or not;
 * - without an `Origin`, the request carries no cookie (browsers send Origin with every POST, PUT,
 *   PATCH and DELETE, so a cookie without one is not a page of ours). An API client with a bearer
 *   token, or a tool signing in to get one, sends no cookie and passes.
 * Anything else is a 403 before any body is read or any session looked up.
 */
export function sameOriginOnly(baseUrl: string): MiddlewareHandler {
  const ours = new URL(baseUrl).origin;
  return async (c: Context, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT.has(c.req.path)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const cookie = c.req.header("cookie");
    const refused =
      (site !== undefined && !ALLOWED_FETCH_SITES.has(site.toLowerCase())) ||
      (origin !== undefined ? origin !== ours : Boolean(cookie?.trim()));
    if (refused) return errorResponse(forbidden(), c);
    return next();
  };
}
