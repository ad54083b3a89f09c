import { Hono } from "hono";
import { contactSchema } from "../../core/contact.ts";
import { saveContactMessage } from "../modules/contact/contact.ts";
import { jsonBody, ok, parse, type ApiEnv } from "./http.ts";

/** The contact form for API clients; the page's action stores through the same module. */
export const contactRoutes = new Hono<ApiEnv>().post("/contact", async (c) => {
  const { db, auth } = c.var.services;
  const input = parse(contactSchema, await jsonBody(c));
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const id = await saveContactMessage(db, input, session?.user.id ?? null);
  return ok(c, { id }, 201);
});
