import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../../server/errors.ts";
import { answerFromLink, linkedRequest } from "../../server/modules/notifications/request-links.ts";
import { act, readInput } from "../lib/action.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { visitorContext } from "../lib/guards.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The page behind a request mail's Confirm or Reject link. Opening it changes nothing (mail
 * scanners open links too); its one button does, without signing in, until the deadline, once.
 */
export async function loadRespond(request: Request, context: Context, token: string) {
  const { messages } = pageMessages(request, "respond");
  const t = translate(request, "respond");
  try {
    const found = await linkedRequest(visitorContext(context), { token });
    return { messages, title: t(`${found.decision}.title`, { reference: found.reference }), request: found };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    return data({ messages, title: t("invalid.title"), request: null }, { status: 404 });
  }
}

export async function respondAction(request: Request, context: Context, token: string) {
  return act(async () => {
    return await answerFromLink(visitorContext(context), { token, input: await readInput(request) });
  });
}
