import { data, type RouterContextProvider } from "react-router";
import { bookingIdSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { notFound } from "../../server/errors.ts";
import { messageThread, messageThreads, replyToGuest } from "../../server/modules/operator/messages.ts";
import { act, orPageNotFound, parseInput, readInput } from "../lib/action.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { operator } from "./operator.server.ts";

// The console's messages: the inbox, one booking's conversation and the reply.

type Context = Readonly<RouterContextProvider>;

export async function loadThreads(request: Request, context: Context) {
  const { scope, db } = operator(context);
  const { messages, meta } = pageMessages(request, "operatorMessages");
  return { messages, meta, threads: await messageThreads(db, scope) };
}

/** Opening the conversation marks the guest's messages read; another supplier's booking is the page's 404. */
export async function loadThread(request: Request, context: Context, bookingId: string) {
  const { scope, db, now } = operator(context);
  const { messages, meta } = pageMessages(request, "operatorMessages");
  if (!validate(bookingIdSchema, bookingId).ok) throw data(null, { status: 404 });
  const thread = await orPageNotFound(messageThread(db, scope, bookingId, now()));
  return { messages, meta, thread };
}

export async function replyAction(request: Request, context: Context, bookingId: string) {
  return act(async () => {
    const { scope, db, now } = operator(context);
    const { intent: _intent, ...input } = await readInput(request);
    if (!validate(bookingIdSchema, bookingId).ok) throw notFound("bookingNotFound");
    const { message } = parseInput(supplierMessageSchema, input);
    return { reply: await replyToGuest(db, scope, bookingId, message, now()) };
  });
}
