import { data, type RouterContextProvider } from "react-router";
import { adminMailQuerySchema } from "../../core/admin-mail.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { listMails, mailDetail, retryMail } from "../../server/modules/admin/mail.ts";
import { notFound } from "../../server/errors.ts";
import { act, intentInput, orPageNotFound } from "../lib/action.server.ts";
import { adminAreaContext } from "../lib/guards.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { mailIntents } from "./admin.intents.ts";

// The admin's mail view: its loaders and its one action. Each calls the use case the
// /api/admin/mail route calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

/** The address's parameters, an empty one (a form's "any") as if it were not there. */
const searchParams = (request: Request) =>
  Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));

export async function loadMailList(request: Request, context: Context) {
  const ctx = adminAreaContext(context);
  const params = searchParams(request);
  // A hand-typed address with a value that does not parse: that value is left out, the rest applies.
  let parsed = validate(adminMailQuerySchema, params);
  if (!parsed.ok) {
    const wrong = new Set(parsed.problems.map((problem) => problem.field?.split(".")[0]));
    parsed = validate(
      adminMailQuerySchema,
      Object.fromEntries(Object.entries(params).filter(([key]) => !wrong.has(key))),
    );
  }
  const query = parsed.ok ? parsed.data : { page: 1 };
  const { messages, meta } = pageMessages(request, "adminMail");
  return {
    messages,
    meta,
    query: { q: query.q ?? "", status: query.status ?? "" },
    mail: await listMails(ctx, query),
  };
}

/** A mail id from the address, or the page's 404. */
function pageMailId(value: string | undefined): number {
  const parsed = validate(idParamSchema, value);
  if (!parsed.ok) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loadMail(request: Request, context: Context, mailId: string | undefined) {
  const ctx = adminAreaContext(context);
  const mail = await orPageNotFound(mailDetail(ctx, { mailId: pageMailId(mailId) }));
  const { messages, meta } = pageMessages(request, "adminMail");
  return { messages, meta, mail, from: ctx.services.env.mailFrom };
}

/** Sends a failed mail again: back to the queue, its attempts counted from zero. */
export async function mailAction(request: Request, context: Context, mailId: string | undefined) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent } = await intentInput(request, mailIntents);
    const parsed = validate(idParamSchema, mailId);
    if (!parsed.ok) throw notFound("mailNotFound");
    const mail = await retryMail(ctx, { mailId: parsed.data });
    return { intent, status: mail.status };
  });
}

/** The mail's calendar file as the recipient got it; 404 when it has none. */
export async function mailCalendar(context: Context, mailId: string | undefined) {
  const mail = await orPageNotFound(mailDetail(adminAreaContext(context), { mailId: pageMailId(mailId) }));
  if (!mail.ics) throw data(null, { status: 404 });
  return new Response(mail.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${mail.id}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
