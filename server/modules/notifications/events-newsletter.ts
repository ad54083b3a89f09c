import { eq } from "drizzle-orm";
import type { NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import { newsletters } from "../../db/schema.ts";
import { account, type Delivery, type EventContext } from "./event-parts.ts";

// A newsletter ("Offers and news") to one account, in the account's language, by mail and in the
// app. The runner sends each only where the account's news switch for it is on when it delivers:
// someone who opted out after the admin pressed Send gets nothing.

export async function newsletter(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "newsletter" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, event.newsletterId));
  const to = await account(db, event.userId);
  if (!row || !to) return null;
  const subject = row.subject[to.locale];
  return [
    {
      to,
      message: { kind: "newsletter", name: to.name, subject, body: row.body[to.locale], link: ctx.baseUrl },
      inApp: { bookingId: null, params: { subject }, href: "/" },
    },
  ];
}
