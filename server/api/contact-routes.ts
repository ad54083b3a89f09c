import { Hono } from "hono";
import { contactSchema } from "../../core/contact.ts";
import { sendContactMessage } from "../modules/contact/contact.ts";
import { jsonBody, ok, parse, type ApiEnv } from "./http.ts";

/** The contact form for API clients; the page's action sends through the same module (and limit). */
export const contactRoutes = new Hono<ApiEnv>().post("/contact", async (c) => {
  const { db, auth, now } = c.var.services;
  const input = parse(contactSchema, await jsonBody(c));
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const id = await sendContactMessage(db, input, {
    userId: session?.user.id ?? null,
    client: c.var.clientIp,
    now: now(),
  });
  return ok(c, { id }, 201);
});
