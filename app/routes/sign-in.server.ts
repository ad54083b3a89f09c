import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { googleSignInSchema, signInSchema, signUpFormSchema } from "../../core/auth-forms.ts";
import { EMAIL_MAX_LENGTH } from "../../core/fields.ts";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { googleSignIn, signInWithPassword, signUp } from "../../server/modules/profile/sign-in.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { currentUser } from "../lib/session.server.ts";
import { authIntents } from "./resources/intents.ts";

type Context = Readonly<RouterContextProvider>;

const intentSchema = z.object({ intent: z.enum(authIntents) });

/** Where the sign-in page sends the visitor once signed in: a path on this site, else the home page. */
export function returnPath(request: Request) {
  const path = new URL(request.url).searchParams.get("redirectTo") ?? "/";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}

/**
 * The sign-in forms' three intents. Each calls Better Auth in-process with the visitor's headers
 * and our client-address header, and hands its Set-Cookie on. The dialog's action answers, and
 * the root's loader then revalidates and sees the session; the page's (`then`) sends the visitor
 * on with the cookie, so the next page, whether scripts run or not, is signed in. Limits per client
 * address, as the API's endpoints have.
 */
export async function authAction(request: Request, context: Context, then?: string) {
  const cookies = new Headers();
  return act(async () => {
    const input = await readInput(request);
    const { intent } = parseInput(intentSchema, input);
    const ctx = visitorContext(context);
    const headers = headersWithClientIp(request.headers, ctx.clientIp);
    const keep = (setCookies: string[]) =>
      setCookies.forEach((cookie) => cookies.append("set-cookie", cookie));

    if (intent === "google") {
      const { url, setCookies } = await googleSignIn(ctx, parseInput(googleSignInSchema, input), headers);
      keep(setCookies);
      throw redirect(url, { headers: cookies });
    }
    if (intent === "signup") {
      const { name, email, password } = parseInput(signUpFormSchema, input);
      keep((await signUp(ctx, { name, email, password }, headers)).setCookies);
    } else {
      const credentials = parseInput(signInSchema, input);
      keep((await signInWithPassword(ctx, credentials, headers)).setCookies);
    }
    if (then !== undefined) throw redirect(then, { headers: cookies });
    return { intent };
  }, cookies);
}

/** The sign-in page: its words, or on to where the visitor was going when they are signed in. */
export async function loadSignIn(request: Request, context: Context) {
  if (await currentUser(request, context)) throw redirect(returnPath(request));
  const url = new URL(request.url);
  return {
    ...pageMessages(request, "auth"),
    tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo: returnPath(request),
    // A page that knows the address (the password reset's) fills it in.
    email: (url.searchParams.get("email") ?? "").slice(0, EMAIL_MAX_LENGTH),
  };
}
