import type { RouterContextProvider } from "react-router";
import { forgotPasswordSchema, resetPasswordSchema } from "../../core/auth-forms.ts";
import { MIN_PASSWORD_LENGTH } from "../../core/fields.ts";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { RESET_LINK_MINUTES } from "../../server/auth.ts";
import {
  requestPasswordReset,
  resetPasswordAndSignIn,
  resetTokenUsable,
} from "../../server/modules/profile/password-reset.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { messages, requestLanguage } from "../lib/i18n.server.ts";
import { messagesOut } from "../lib/i18n.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { visitorContext } from "../lib/guards.server.ts";

// "Forgot password?": the page that asks for a link, and the page the mailed link lands on. Both
// call Better Auth in-process through server/modules/profile/password-reset.ts.

type Context = Readonly<RouterContextProvider>;

export function loadForgotPassword(request: Request) {
  return { ...pageMessages(request, "password"), minutes: RESET_LINK_MINUTES };
}

/** Always the same answer for an address with or without an account; a few per client address. */
export async function forgotPasswordAction(request: Request, context: Context) {
  return act(async () => {
    const { email } = parseInput(forgotPasswordSchema, await readInput(request));
    const ctx = visitorContext(context);
    await requestPasswordReset(ctx, { email }, headersWithClientIp(request.headers, ctx.clientIp));
    return { email };
  });
}

/**
 * Better Auth's link lands here with ?token=... (or ?error=INVALID_TOKEN when it was spent or
 * expired). A token that would no longer be taken shows the "ask for a new link" answer at once.
 */
export async function loadResetPassword(request: Request, context: Context) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const usable = !params.has("error") && (await resetTokenUsable(visitorContext(context), { token }));
  return {
    ...pageMessages(request, "password"),
    // The password fields' show and hide buttons (auth.json, which pages no longer all carry).
    auth: messagesOut(messages(requestLanguage(request), "auth")),
    token: usable ? token : null,
    minutes: RESET_LINK_MINUTES,
    minLength: MIN_PASSWORD_LENGTH,
  };
}

/**
 * The new password, and the visitor signed in with it (the session's cookie goes out with the
 * answer, so the root's loader sees them signed in); a spent or expired token is resetLinkInvalid on
 * the token. Not signed in after all, the answer carries the account's address for the sign-in form.
 */
export async function resetPasswordAction(request: Request, context: Context) {
  const cookies = new Headers();
  return act(async () => {
    const input = parseInput(resetPasswordSchema, await readInput(request));
    const ctx = visitorContext(context);
    const done = await resetPasswordAndSignIn(ctx, input, headersWithClientIp(request.headers, ctx.clientIp));
    done.setCookies.forEach((cookie) => cookies.append("set-cookie", cookie));
    return done.signedIn ? { signedIn: true } : { signedIn: false, email: done.email };
  }, cookies);
}
