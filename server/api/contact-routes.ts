import { Hono } from "hono";
import { contactSchema, type ContactProblem } from "../../core/contact.ts";
import { badRequest } from "../errors.ts";
import { saveContactMessage } from "../modules/contact/contact.ts";
import { jsonBody, ok, type ApiEnv } from "./http.ts";

const messages: Record<ContactProblem, string> = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  tooLong: "is too long",
};

/** The contact form for API clients; the page's action stores through the same module. */
export const contactRoutes = new Hono<ApiEnv>().post("/contact", async (c) => {
  const { db, auth } = c.var.services;
  const result = contactSchema.safeParse(await jsonBody(c));
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join(".") || "body";
    throw badRequest(`${field}: ${messages[issue?.message as ContactProblem] ?? "is invalid"}`);
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const id = await saveContactMessage(db, result.data, session?.user.id ?? null);
  return ok(c, { id }, 201);
});
