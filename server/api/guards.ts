import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../../core/views.ts";
import { isPlatformAdmin, operatorScope, requireOwner, type OperatorScope } from "../access/roles.ts";
import { sessionUser } from "../access/session.ts";
import { forbidden, notFound, unauthorized } from "../errors.ts";
import type { OperatorContext, SessionContext, UseCaseContext, VisitorContext } from "../modules/context.ts";
import type { ApiEnv } from "./http.ts";

// Each sub-router carries its guard as middleware; handlers read who asks from `c.var` and never
// check again. A guard may run twice for one request (two routers' paths overlap): the session is
// read once per request (access/session.ts).

export type SignedInEnv = { Variables: ApiEnv["Variables"] & { user: SessionUser } };
export type OperatorEnv = { Variables: SignedInEnv["Variables"] & { scope: OperatorScope } };

/** The session's user (cookie or `Authorization: Bearer <token>`) in `c.var.user`, or 401. */
async function userOr401<E extends SignedInEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await sessionUser(c.var.services.auth, c.req.raw);
  if (!user) throw unauthorized();
  c.set("user", user);
  return user;
}

/** Signed-in routes: the session's user in `c.var.user`, or 401. */
export const signedIn = createMiddleware<SignedInEnv>(async (c, next) => {
  await userOr401(c);
  await next();
});

/** After `signedIn`: a {userId} in the path must be the session's own; otherwise 403, and nothing else is said. */
export const ownUserId = createMiddleware<SignedInEnv>(async (c, next) => {
  if (c.req.param("userId") !== c.var.user.id) throw forbidden();
  await next();
});

/**
 * The console's guard: the member's supplier in `c.var.scope`; 401 signed out, and 404 for anyone
 * who is not on a supplier's team (to them the console does not exist).
 */
export const operatorsOnly = createMiddleware<OperatorEnv>(async (c, next) => {
  const user = await userOr401(c);
  const scope = await operatorScope(c.var.services.db, user.id);
  if (!scope) throw notFound("pageNotFound");
  c.set("scope", scope);
  await next();
});

/** After `operatorsOnly`: team changes are the owner's (staff: 403), decided before the input is read. */
export const ownerOnly = createMiddleware<OperatorEnv>(async (c, next) => {
  requireOwner(c.var.scope);
  await next();
});

/** The admin area's guard: 401 signed out, 404 for anyone but a platform admin. */
export const adminsOnly = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = await userOr401(c);
  if (!(await isPlatformAdmin(c.var.services.db, user.id))) throw notFound("pageNotFound");
  await next();
});

/** The use-case context of a request: `actor` as the actor, at the services' clock. */
function useCaseContext<Actor, E extends ApiEnv>(c: Context<E>, actor: Actor): UseCaseContext<Actor> {
  return { services: c.var.services, actor, clientIp: c.var.clientIp, now: c.var.services.now() };
}

/** A visitor's use-case context (no session needed): nobody as the actor. */
export const visitorContext = <E extends ApiEnv>(c: Context<E>): VisitorContext => useCaseContext(c, null);

/** An open route's use-case context that knows the visitor: the session's user, or nobody. */
export const sessionContext = async <E extends ApiEnv>(c: Context<E>): Promise<SessionContext> =>
  useCaseContext(c, await sessionUser(c.var.services.auth, c.req.raw));

/** A signed-in route's use-case context (admin routes too): the session's user as the actor. */
export const actorContext = (c: Context<SignedInEnv>): UseCaseContext => useCaseContext(c, c.var.user);

/** A console route's use-case context: the member acting for their supplier. */
export const operatorContext = (c: Context<OperatorEnv>): OperatorContext => useCaseContext(c, c.var.scope);
