import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../../server/errors.ts";
import { unsubscribe, unsubscribeStatus } from "../../server/modules/notifications/unsubscribe.ts";
import { act, readInput } from "../lib/action.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { visitorContext } from "../lib/guards.server.ts";

type Context = Readonly<RouterContextProvider>;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * The page behind a mail footer's unsubscribe link: it says what would be turned off and asks.
 * Opening it changes nothing (mail scanners open links too); its button does, without signing in.
 * A bad token is the page's 400 with its explanation.
 */
export async function loadUnsubscribe(request: Request, context: Context) {
  const { messages } = pageMessages(request, "notifications");
  const title = translate(request, "notifications")("unsubscribe.title");
  try {
    const link = await unsubscribeStatus(visitorContext(context), { token: tokenOf(request) });
    return { messages, title, link };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    return data({ messages, title, link: null }, { status: 400 });
  }
}

/** The button: that category's e-mail goes off (the token from the form, else from the address). */
export async function unsubscribeAction(request: Request, context: Context) {
  return act(async () => {
    const { token } = await readInput(request);
    const input = { token: typeof token === "string" ? token : tokenOf(request) };
    return await unsubscribe(visitorContext(context), input);
  });
}
