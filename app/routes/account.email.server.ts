import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../../server/errors.ts";
import { confirmEmailChange } from "../../server/modules/profile/email-change.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * Where the link mailed to a new address lands (decision 028): following it is the confirmation,
 * signed in or not. The page says how it went: the address changed, the link no longer works
 * (forged, expired, replaced or used), or another account took the address meanwhile.
 */
export async function loadEmailConfirm(request: Request, context: Context, token: string) {
  const { messages } = pageMessages(request, "dashboard");
  const t = translate(request, "dashboard");
  const title = t("emailConfirm.title");
  try {
    const { email } = await confirmEmailChange(visitorContext(context), { token });
    return { messages, title, outcome: "changed" as const, email };
  } catch (error) {
    if (!(error instanceof AppError) || (error.status !== 400 && error.status !== 409)) throw error;
    const outcome = error.status === 409 ? ("taken" as const) : ("invalid" as const);
    return data({ messages, title, outcome, email: null }, { status: error.status });
  }
}
