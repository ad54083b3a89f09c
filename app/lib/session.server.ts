import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/context.ts";

export function appServices(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext);
}

export async function currentUser(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await appServices(context).auth.api.getSession({ headers: request.headers });
  return session ? { id: session.user.id, name: session.user.name, email: session.user.email } : null;
}
