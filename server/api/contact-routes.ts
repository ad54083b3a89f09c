import { contactSchema } from "../../core/contact.ts";
import { sendContactMessage } from "../modules/contact/contact.ts";
import { ok, type ApiEnv } from "./http.ts";
import { sessionContext } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

/** The contact form for API clients; the page's action sends through the same module (and limit). */
export const contactRoutes = apiRouter<ApiEnv>();
contactRoutes.openapi(
  route({
    method: "post",
    path: "/contact",
    summary: "Send a message to the team",
    request: { body: json(contactSchema) },
    statuses: [201, 400, 429],
  }),
  async (c) => ok(c, await sendContactMessage(await sessionContext(c), c.req.valid("json")), 201),
);
