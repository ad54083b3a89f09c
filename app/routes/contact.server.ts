import type { RouterContextProvider } from "react-router";
import { contactSchema } from "../../core/contact.ts";
import { saveContactMessage } from "../../server/modules/contact/contact.ts";
import { appServices, currentUser } from "../lib/session.server.ts";

export async function submitContact(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = contactSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    return { ok: false as const, problems };
  }
  const user = await currentUser(request, context);
  await saveContactMessage(appServices(context).db, parsed.data, user?.id ?? null);
  return { ok: true as const, problems: {} };
}
