import type { SessionUser } from "../../core/views.ts";
import type { Auth } from "../auth.ts";

// The root, a layout, a page's loader and an API guard may all ask for the user of one request:
// the session is looked up once per request.
const sessions = new WeakMap<Request, Promise<SessionUser | null>>();

/** The session's user (cookie or `Authorization: Bearer <token>`), or null. */
export function sessionUser(auth: Auth, request: Request): Promise<SessionUser | null> {
  let user = sessions.get(request);
  if (!user) {
    user = auth.api
      .getSession({ headers: request.headers })
      .then((session) =>
        session ? { id: session.user.id, name: session.user.name, email: session.user.email } : null,
      );
    sessions.set(request, user);
  }
  return user;
}
