import { contactSchema } from "../../core/contact.ts";
import { sessionUser } from "../access/session.ts";
import { sendContactMessage } from "../modules/contact/contact.ts";
import { ok, type ApiEnv } from "./http.ts";
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
  async (c) => {
    const { db, auth, now } = c.var.services;
    const user = await sessionUser(auth, c.req.raw);
    const id = await sendContactMessage(db, c.req.valid("json"), {
      userId: user?.id ?? null,
      client: c.var.clientIp,
      now: now(),
    });
    return ok(c, { id }, 201);
  },
);
