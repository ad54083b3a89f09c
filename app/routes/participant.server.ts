import { data, type RouterContextProvider } from "react-router";
import { participantDetailSchema, participantForm } from "../../core/participant-details.ts";
import { formInput } from "../../core/form-input.ts";
import { AppError } from "../../server/errors.ts";
import { linkedParticipant, saveLinkedParticipant } from "../../server/modules/participants/co-traveller.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The page a co-traveller's link opens: the trip, the waiver and their own details, without
 * signing in. A link that no longer works (tampered, the booking ended, the trip started) is a 404
 * page that says so.
 */
export async function loadParticipant(request: Request, context: Context, token: string) {
  const { messages } = pageMessages(request, "participants");
  const t = translate(request, "participants");
  try {
    const found = await linkedParticipant(visitorContext(context), { token, lang: requestLanguage(request) });
    return { messages, title: t("link.title", { service: found.service }), linked: found };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    return data({ messages, title: t("link.invalidTitle"), linked: null }, { status: 404 });
  }
}

/** The co-traveller's form: the same checks as the guest's, the waiver recorded from their address. */
export async function participantAction(request: Request, context: Context, token: string) {
  return act(async () => {
    const { intent: _intent, ...fields } = await readInput(request);
    const participant = parseInput(participantDetailSchema, formInput(fields, participantForm));
    const lang = requestLanguage(request);
    await saveLinkedParticipant(visitorContext(context), { token, lang, participant });
    return { name: participant.name };
  });
}
