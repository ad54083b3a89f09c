import type { ContactInput } from "../../../core/contact.ts";
import type { Executor } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

export async function saveContactMessage(db: Executor, input: ContactInput, userId: string | null) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning({ id: contactMessages.id });
  return row!.id;
}
