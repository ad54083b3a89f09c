import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/context.ts";

export function appServices(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext);
}

type User = { id: string; name: string; email: string };

// The root, a layout and a page loader all ask for the user of one request: look the session up once.
const sessions = new WeakMap<Request, Promise<User | null>>();

export function currentUser(request: Request, context: Readonly<RouterContextProvider>) {
  let user = sessions.get(request);
  if (!user) {
    user = appServices(context)
      .auth.api.getSession({ headers: request.headers })
      .then((session) =>
        session ? { id: session.user.id, name: session.user.name, email: session.user.email } : null,
      );
    sessions.set(request, user);
  }
  return user;
}
