import type { RouterContextProvider } from "react-router";
import { sessionUser } from "../../server/access/session.ts";
import { servicesContext } from "../../server/context.ts";

export function appServices(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext);
}

/** The request's signed-in user, or null (looked up once per request). */
export function currentUser(request: Request, context: Readonly<RouterContextProvider>) {
  return sessionUser(appServices(context).auth, request);
}
