import type { RouterContextProvider } from "react-router";
import { contactSchema } from "../../core/contact.ts";
import { clientIpContext } from "../../server/context.ts";
import { sendContactMessage } from "../../server/modules/contact/contact.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { appServices, currentUser } from "../lib/session.server.ts";

/** Stores a message: field problems as codes, tooManyRequests past a few a minute from one address. */
export async function submitContact(request: Request, context: Readonly<RouterContextProvider>) {
  return act(async () => {
    const input = parseInput(contactSchema, await readInput(request));
    const user = await currentUser(request, context);
    const { db, now } = appServices(context);
    await sendContactMessage(db, input, {
      userId: user?.id ?? null,
      client: context.get(clientIpContext),
      now: now(),
    });
    return {};
  });
}
