import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { SessionUser } from "../../core/views.ts";
import { clientIpContext } from "../../server/context.ts";
import { unauthorized } from "../../server/errors.ts";
import type {
  OperatorContext,
  SessionContext,
  UseCaseContext,
  VisitorContext,
} from "../../server/modules/context.ts";
import {
  isPlatformAdmin,
  operatorScope,
  requireOwner,
  type OperatorScope,
} from "../../server/access/roles.ts";
import { appServices, currentUser } from "./session.server.ts";

const userContext = createContext<SessionUser | null>(null);
const operatorContext = createContext<OperatorScope | null>(null);
const adminContext = createContext<boolean>(false);

/**
 * The guard of a signed-in area (dashboard; later operator console and admin): it looks the session
 * up once and puts the user (or nobody) in the request's context. Child loaders and actions take it in
 * their use-case context (`areaContext`) and never check again; signed out, they answer 401 and the area's error
 * boundary asks to sign in.
 *
 * Why the 401 is not thrown here: an error a middleware throws before `next()` can only reach the
 * root's error boundary, and with no loader data (React Router runs no loader then), so the page
 * would lose its header, its language and the sign-in dialog. Thrown from the area's loaders, it
 * reaches the area's own boundary with the root's data in place.
 */
export const requireUser: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(userContext, await currentUser(request, context));
};

/** The user the area's guard let in; signed out, the area's 401. */
function signedInUser(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(userContext);
  if (!user) throw data(null, { status: 401 });
  return user;
}

/** A resource route's user (its fetchers show failures inline): a 401 problem when signed out. */
async function actionUser(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await currentUser(request, context);
  if (!user) throw unauthorized();
  return user;
}

/** The use-case context of a page's request: `actor` as the actor, at the services' clock. */
function useCaseContext<Actor>(
  context: Readonly<RouterContextProvider>,
  actor: Actor,
): UseCaseContext<Actor> {
  const services = appServices(context);
  return { services, actor, clientIp: context.get(clientIpContext), now: services.now() };
}

/** A visitor's use-case context (no session needed: a mailed link, a public page): nobody as the actor. */
export function visitorContext(context: Readonly<RouterContextProvider>): VisitorContext {
  return useCaseContext(context, null);
}

/** An open page's use-case context that knows the visitor: the signed-in user, or nobody. */
export async function sessionContext(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionContext> {
  return useCaseContext(context, await currentUser(request, context));
}

/** A resource route's use-case context: the signed-in user as the actor (401 otherwise). */
export async function actionContext(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<UseCaseContext> {
  return useCaseContext(context, await actionUser(request, context));
}

/** A signed-in area's use-case context: the area guard's user as the actor (the area's 401 otherwise). */
export function areaContext(context: Readonly<RouterContextProvider>): UseCaseContext {
  return useCaseContext(context, signedInUser(context));
}

/** The operators' console: the user and, if they are on a supplier's team, their supplier. */
export const requireOperator: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await currentUser(request, context);
  context.set(userContext, user);
  context.set(operatorContext, user ? await operatorScope(appServices(context).db, user.id) : null);
};

/** The console's member and supplier; signed out 401, and 404 to anyone not on a team. */
export function signedInOperator(context: Readonly<RouterContextProvider>) {
  const user = signedInUser(context);
  const scope = context.get(operatorContext);
  if (!scope) throw data(null, { status: 404 });
  return { user, scope };
}

/** A console page's use-case context: the member acting for their supplier (401, 404 as above). */
export function operatorAreaContext(context: Readonly<RouterContextProvider>): OperatorContext {
  return useCaseContext(context, signedInOperator(context).scope);
}

/**
 * The context of the console's team changes, the owner's: staff get 403 before their input is read
 * (the page's `ownerOnly`).
 */
export function ownerAreaContext(context: Readonly<RouterContextProvider>): OperatorContext {
  const ctx = operatorAreaContext(context);
  requireOwner(ctx.actor);
  return ctx;
}

/** The admin area: the user, and whether they are a platform admin. */
export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await currentUser(request, context);
  context.set(userContext, user);
  context.set(adminContext, user ? await isPlatformAdmin(appServices(context).db, user.id) : false);
};

/** The admin area's user; signed out 401, and 404 to anyone who is not a platform admin. */
function signedInAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  const user = signedInUser(context);
  if (!context.get(adminContext)) throw data(null, { status: 404 });
  return user;
}

/** An admin page's use-case context: the platform admin as the actor (401, 404 as above). */
export function adminAreaContext(context: Readonly<RouterContextProvider>): UseCaseContext {
  return useCaseContext(context, signedInAdmin(context));
}
