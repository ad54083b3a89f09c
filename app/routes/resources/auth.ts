import { settle } from "../../lib/client-action.ts";
import { authAction } from "../sign-in.server.ts";
import type { Route } from "./+types/auth";

/**
 * The sign-in dialog's action (the dialog lives on every page): sign in, sign up, or go to Google.
 * The sign-in page posts the same forms to its own action, which then sends the visitor on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context);
}

/** A server fault or a lost connection becomes a failure the dialog shows, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
