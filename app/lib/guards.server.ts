import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { SessionUser } from "../components/app-context.tsx";
import { unauthorized } from "../../server/errors.ts";
import { currentUser } from "./session.server.ts";

const userContext = createContext<SessionUser>();

/**
 * The guard of a signed-in area (dashboard; later operator console and admin): the user goes into
 * the request's context, or the area answers 401 and its error boundary asks to sign in. Child
 * loaders and actions read the user with `signedInUser` and never check again.
 */
export const requireUser: MiddlewareFunction = async ({ request, context }) => {
  const user = await currentUser(request, context);
  if (!user) throw data(null, { status: 401 });
  context.set(userContext, user);
};

/** The user the area's guard let in. */
export const signedInUser = (context: Readonly<RouterContextProvider>) => context.get(userContext);

/** A resource route's user (its fetchers show failures inline): a 401 problem when signed out. */
export async function actionUser(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await currentUser(request, context);
  if (!user) throw unauthorized();
  return user;
}
