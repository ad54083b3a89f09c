import type { ContactInput } from "../../../core/contact.ts";
import type { Executor } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { enforceLimit, limits } from "../limits/limits.ts";

/**
 * A message to us: a few a minute per client address (429 past that), and as many per signed-in
 * user whatever address they write from; then stored. The page's action and the API both come here.
 */
export async function sendContactMessage(
  db: Executor,
  input: ContactInput,
  from: { userId: string | null; client: string; now: Date },
) {
  await enforceLimit(db, limits.contact, from.client, from.now.getTime());
  if (from.userId) await enforceLimit(db, limits.contactUser, from.userId, from.now.getTime());
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, userId: from.userId })
    .returning({ id: contactMessages.id });
  return row!.id;
}
