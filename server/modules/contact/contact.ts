import type { ContactInput } from "../../../core/contact.ts";
import type { Language } from "../../../core/preferences.ts";
import { contactMessages } from "../../db/schema.ts";
import type { SessionContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { notify } from "../notifications/outbox.ts";

/**
 * A message to us: a few a minute per client address (429 past that), and as many per signed-in
 * user whatever address they write from; then stored, with who wrote it when they are signed in,
 * and the language of the page it was written on. In the same transaction the outbox gets the
 * sender's acknowledgement and the admins' copy (mail and in-app), so a failing mail server
 * delays them and never loses the message. The page's action and the API both come here.
 */
export async function sendContactMessage(
  ctx: SessionContext,
  input: ContactInput & { lang: Language },
): Promise<{ id: number }> {
  const { db } = ctx.services;
  const userId = ctx.actor?.id ?? null;
  await enforceLimit(db, limits.contact, ctx.clientIp, ctx.now.getTime());
  if (userId) await enforceLimit(db, limits.contactUser, userId, ctx.now.getTime());
  const { lang, ...message } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, locale: lang, userId })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await notify(tx, { kind: "contactReceived", messageId: id }, ctx.now);
    await notify(tx, { kind: "contactMessage", messageId: id }, ctx.now);
    return { id };
  });
}
