import { z } from "zod";
import { newsletterPreviewSchema, newsletterSchema } from "../../core/newsletters.ts";
import { idParamSchema } from "../../core/schemas.ts";
import {
  createNewsletter,
  listNewsletters,
  newsletterDetail,
  sendNewsletter,
} from "../modules/admin/newsletters.ts";
import { ok } from "./http.ts";
import { actorContext, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// The admin's newsletters ("Offers and news"): the list, a new one written in every language, one
// with its mail as a language's readers get it, and sending it once to the accounts that opted in.
// Anyone but a platform admin gets 404, as if it did not exist.

const newsletterParams = z.object({ newsletterId: idParamSchema });

export const adminNewsletterRoutes = apiRouter<SignedInEnv>();
adminNewsletterRoutes
  .openapi(
    route({
      method: "get",
      path: "/newsletters",
      summary:
        "Every newsletter, newest first: subject per language, draft or sent, and how many accounts it went to",
      auth: true,
      statuses: [200, 401, 404],
    }),
    async (c) => ok(c, await listNewsletters(actorContext(c))),
  )
  .openapi(
    route({
      method: "post",
      path: "/newsletters",
      summary:
        "Write a newsletter: `{subject: {en, ru, de}, body: {en, ru, de}}`, every language filled; answers its `{id}`",
      description:
        "The body's paragraphs are separated by an empty line. The newsletter is a draft until it is sent.",
      auth: true,
      request: { body: json(newsletterSchema) },
      statuses: [201, 400, 401, 404],
    }),
    async (c) => ok(c, await createNewsletter(actorContext(c), c.req.valid("json")), 201),
  )
  .openapi(
    route({
      method: "get",
      path: "/newsletters/{newsletterId}",
      summary:
        "One newsletter with its words in every language, the accounts it would reach now, and its mail as readers of ?lang= (en, ru, de) get it",
      auth: true,
      request: { params: newsletterParams, query: newsletterPreviewSchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) =>
      ok(c, await newsletterDetail(actorContext(c), { ...c.req.valid("param"), ...c.req.valid("query") })),
  )
  .openapi(
    route({
      method: "post",
      path: "/newsletters/{newsletterId}/send",
      summary:
        "Send a newsletter to every account that opted in to offers and news (by e-mail or in the app): answers `{id, recipients}`; a newsletter is sent once (409 newsletterAlreadySent)",
      description:
        "Each recipient gets it in their profile's language, by e-mail (with List-Unsubscribe) if their news e-mail is on, and in the app if their in-app news is on, through the outbox.",
      auth: true,
      request: { params: newsletterParams },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => ok(c, await sendNewsletter(actorContext(c), c.req.valid("param"))),
  );
