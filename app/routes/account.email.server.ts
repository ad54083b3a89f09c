import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../../server/errors.ts";
import { confirmEmailChange, emailChangeLink } from "../../server/modules/profile/email-change.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The page's words, and an outcome from a refusal: another account took the address, or the link no longer works. */
function page(request: Request) {
  const { messages } = pageMessages(request, "dashboard");
  return { messages, title: translate(request, "dashboard")("emailConfirm.title") };
}

function refused(request: Request, error: unknown) {
  if (!(error instanceof AppError) || (error.status !== 400 && error.status !== 409)) throw error;
  const outcome = error.status === 409 ? ("taken" as const) : ("invalid" as const);
  return data({ ...page(request), outcome, email: null }, { status: error.status });
}

/**
 * Where the link mailed to a new address lands (decision 028). Opening it changes nothing (mail
 * scanners open links too): the page names the address and asks; its button posts the
 * confirmation. A forged, expired, replaced or used link is said at once.
 */
export async function loadEmailConfirm(request: Request, context: Context, token: string) {
  try {
    const { email } = await emailChangeLink(visitorContext(context), { token });
    return { ...page(request), outcome: "ask" as const, email };
  } catch (error) {
    return refused(request, error);
  }
}

/** The confirmation, signed in or not (the token says whose account): the address changed, or why not. */
export async function confirmEmailAction(request: Request, context: Context, token: string) {
  try {
    const { email } = await confirmEmailChange(visitorContext(context), { token });
    return { ...page(request), outcome: "changed" as const, email };
  } catch (error) {
    return refused(request, error);
  }
}
