import { data, type RouterContextProvider } from "react-router";
import { bookingIdSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { notFound } from "../../server/errors.ts";
import { messageThread, messageThreads, replyToGuest } from "../../server/modules/operator/messages.ts";
import { act, orPageNotFound, parseInput, readInput } from "../lib/action.server.ts";
import { operatorAreaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";

// The console's messages: the inbox, one booking's conversation and the reply.

type Context = Readonly<RouterContextProvider>;

export async function loadThreads(request: Request, context: Context) {
  const ctx = operatorAreaContext(context);
  const { messages, meta } = pageMessages(request, "operatorMessages");
  return { messages, meta, threads: await messageThreads(ctx, { lang: requestLanguage(request) }) };
}

/** Opening the conversation marks the guest's messages read; another supplier's booking is the page's 404. */
export async function loadThread(request: Request, context: Context, bookingId: string) {
  const ctx = operatorAreaContext(context);
  const { messages, meta } = pageMessages(request, "operatorMessages");
  if (!validate(bookingIdSchema, bookingId).ok) throw data(null, { status: 404 });
  const thread = await orPageNotFound(messageThread(ctx, { bookingId, lang: requestLanguage(request) }));
  return { messages, meta, thread };
}

export async function replyAction(request: Request, context: Context, bookingId: string) {
  return act(async () => {
    const ctx = operatorAreaContext(context);
    const { intent: _intent, ...input } = await readInput(request);
    if (!validate(bookingIdSchema, bookingId).ok) throw notFound("bookingNotFound");
    const { message } = parseInput(supplierMessageSchema, input);
    return { reply: await replyToGuest(ctx, { bookingId, message }) };
  });
}
