import type { RouterContextProvider } from "react-router";
import { contactSchema } from "../../core/contact.ts";
import { sendContactMessage } from "../../server/modules/contact/contact.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { sessionContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";

/**
 * Stores a message (acknowledged in the page's language): field problems as codes, tooManyRequests
 * past a few a minute from one address.
 */
export async function submitContact(request: Request, context: Readonly<RouterContextProvider>) {
  return act(async () => {
    const input = parseInput(contactSchema, await readInput(request));
    await sendContactMessage(await sessionContext(request, context), {
      ...input,
      lang: requestLanguage(request),
    });
    return {};
  });
}
