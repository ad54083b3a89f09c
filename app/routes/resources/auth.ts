import { redirect } from "react-router";
import { z } from "zod";
import { googleSignInSchema, signInSchema, signUpFormSchema } from "../../../core/auth-forms.ts";
import { headersWithClientIp } from "../../../server/client-ip.ts";
import { clientIpContext } from "../../../server/context.ts";
import { badRequest } from "../../../server/errors.ts";
import { enforceLimit, limits } from "../../../server/modules/limits/limits.ts";
import {
  googleSignIn,
  signInWithPassword,
  signUpWithPassword,
} from "../../../server/modules/profile/sign-in.ts";
import { settle } from "../../lib/client-action.ts";
import { act, parseInput, readInput } from "../../lib/action.server.ts";
import { appServices } from "../../lib/session.server.ts";
import type { Route } from "./+types/auth";

const intentSchema = z.object({ intent: z.enum(["signin", "signup", "google"]) });

/**
 * The sign-in dialog's three intents. Each calls Better Auth in-process with the visitor's headers
 * and our client-address header, and hands its Set-Cookie on; the root's loader then revalidates
 * and sees the session. Limits per client address, as the API's endpoints have.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = new Headers();
  return act(async () => {
    const input = await readInput(request);
    const { intent } = parseInput(intentSchema, input);
    const { auth, db, env, now } = appServices(context);
    const client = context.get(clientIpContext);
    const headers = headersWithClientIp(request.headers, client);
    const keep = (setCookies: string[]) =>
      setCookies.forEach((cookie) => cookies.append("set-cookie", cookie));

    if (intent === "google") {
      if (!env.google) throw badRequest("googleNotConfigured");
      const { callbackURL } = parseInput(googleSignInSchema, input);
      await enforceLimit(db, limits.signIn, client, now().getTime());
      const { url, setCookies } = await googleSignIn(auth, callbackURL, headers);
      keep(setCookies);
      throw redirect(url, { headers: cookies });
    }
    if (intent === "signup") {
      const { name, email, password } = parseInput(signUpFormSchema, input);
      await enforceLimit(db, { ...limits.signup, max: env.signupLimitPerMinute }, client, now().getTime());
      keep((await signUpWithPassword(auth, { name, email, password }, headers)).setCookies);
      return { intent };
    }
    const credentials = parseInput(signInSchema, input);
    const from = { headers, client, now: now() };
    keep((await signInWithPassword({ auth, db }, credentials, from)).setCookies);
    return { intent };
  }, cookies);
}

/** A server fault or a lost connection becomes a failure the dialog shows, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
