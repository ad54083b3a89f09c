import { contactSchema } from "../../core/contact.ts";
import { preferencesFrom } from "../../core/preferences.ts";
import { sendContactMessage } from "../modules/contact/contact.ts";
import { ok, type ApiEnv } from "./http.ts";
import { sessionContext } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

/**
 * The contact form for API clients; the page's action sends through the same module (and limit).
 * The acknowledgement is mailed in the language the request asks for (the `lang` cookie, else
 * Accept-Language), the same that words its errors.
 */
export const contactRoutes = apiRouter<ApiEnv>();
contactRoutes.openapi(
  route({
    method: "post",
    path: "/contact",
    summary: "Send a message to the team",
    description:
      "Stores the message; the sender is mailed an acknowledgement in the request's language (the `lang` cookie, else Accept-Language, else English) and every platform admin gets it by mail and in their notifications.",
    request: { body: json(contactSchema) },
    statuses: [201, 400, 429],
  }),
  async (c) => {
    const { lang } = preferencesFrom(c.req.header("cookie") ?? null, c.req.header("accept-language") ?? null);
    return ok(c, await sendContactMessage(await sessionContext(c), { ...c.req.valid("json"), lang }), 201);
  },
);
