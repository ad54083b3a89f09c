import { data, type RouterContextProvider } from "react-router";
import { formInput } from "../../core/form-input.ts";
import { newsletterPreviewSchema, newsletterSchema, sendNewsletterSchema } from "../../core/newsletters.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import {
  createNewsletter,
  listNewsletters,
  newsletterDetail,
  sendNewsletter,
} from "../../server/modules/admin/newsletters.ts";
import { notFound } from "../../server/errors.ts";
import { act, intentInput, orPageNotFound, parseInput } from "../lib/action.server.ts";
import { adminAreaContext } from "../lib/guards.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { newsletterIntents, newslettersIntents } from "./admin.intents.ts";

// The admin's newsletters: the list with the compose form, and one newsletter with its preview and
// its Send. Each calls the use case the /api/admin/newsletters route calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

export async function loadNewsletters(request: Request, context: Context) {
  const { messages, meta } = pageMessages(request, "adminNewsletters");
  return { messages, meta, newsletters: await listNewsletters(adminAreaContext(context)) };
}

/** A new newsletter: its six fields ("subject.en", "body.ru"...) as the schema reads them. */
export async function newslettersAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent, input } = await intentInput(request, newslettersIntents);
    const newsletter = parseInput(newsletterSchema, formInput(input));
    const { id } = await createNewsletter(ctx, newsletter);
    return { intent, id };
  });
}

/** A newsletter id from the address, or the page's 404. */
function pageNewsletterId(value: string | undefined): number {
  const parsed = validate(idParamSchema, value);
  if (!parsed.ok) throw data(null, { status: 404 });
  return parsed.data;
}

/** One newsletter with the mail as readers of ?lang= get it (English when the address says none). */
export async function loadNewsletter(request: Request, context: Context, newsletterId: string | undefined) {
  const ctx = adminAreaContext(context);
  const query = validate(newsletterPreviewSchema, Object.fromEntries(new URL(request.url).searchParams));
  const lang = query.ok ? query.data.lang : "en";
  const newsletter = await orPageNotFound(
    newsletterDetail(ctx, { newsletterId: pageNewsletterId(newsletterId), lang }),
  );
  const { messages, meta } = pageMessages(request, "adminNewsletters");
  return { messages, meta, newsletter };
}

/** Sends the newsletter once the box is ticked; a second send is refused (409). */
export async function newsletterAction(request: Request, context: Context, newsletterId: string | undefined) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent, input } = await intentInput(request, newsletterIntents);
    const parsed = validate(idParamSchema, newsletterId);
    if (!parsed.ok) throw notFound("newsletterNotFound");
    parseInput(sendNewsletterSchema, input);
    const sent = await sendNewsletter(ctx, { newsletterId: parsed.data });
    return { intent, ...sent };
  });
}
