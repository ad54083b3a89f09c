import type { ContactInput } from "../../../core/contact.ts";
import { contactMessages } from "../../db/schema.ts";
import type { SessionContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";

/**
 * A message to us: a few a minute per client address (429 past that), and as many per signed-in
 * user whatever address they write from; then stored, with who wrote it when they are signed in.
 * The page's action and the API both come here.
 */
export async function sendContactMessage(ctx: SessionContext, input: ContactInput): Promise<{ id: number }> {
  const { db } = ctx.services;
  const userId = ctx.actor?.id ?? null;
  await enforceLimit(db, limits.contact, ctx.clientIp, ctx.now.getTime());
  if (userId) await enforceLimit(db, limits.contactUser, userId, ctx.now.getTime());
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
