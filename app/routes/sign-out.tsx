import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { appServices } from "../lib/session.server.ts";

/** Ends the session on the server (the row is deleted), then clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = appServices(context);
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("set-cookie", cookie);
  return redirect("/", { headers: out });
}

export function loader() {
  return redirect("/");
}
