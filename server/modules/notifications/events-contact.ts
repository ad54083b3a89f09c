import { eq } from "drizzle-orm";
import type { NotificationEvent } from "../../../core/notifications.ts";
import { isLanguage, locales, type Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { contactMessages, user } from "../../db/schema.ts";
import { account, type Delivery, type EventContext } from "./event-parts.ts";

// A message sent with the contact form: the sender hears that it arrived, and every platform admin
// gets it by mail and in the app. Both read the stored message, so nothing is lost if a mail fails.

async function contactMessage(db: Executor, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** The acknowledgement, in the language of the page the message was written on. */
export async function contactReceived(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "contactReceived" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const row = await contactMessage(db, event.messageId);
  if (!row) return null;
  return [
    {
      to: {
        key: row.email.toLowerCase(),
        userId: row.userId,
        email: row.email,
        name: row.name,
        locale: isLanguage(row.locale) ? row.locale : "en",
      },
      message: {
        kind: "contactReceived",
        name: row.name,
        subject: row.subject,
        message: row.message,
        link: `${ctx.baseUrl}/faq`,
      },
    },
  ];
}

/** The sender's language named in the reader's (e.g. "Russian", "русский"). */
function languageName(code: string, reader: Language): string {
  try {
    return new Intl.DisplayNames([locales[reader]], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every platform admin: the message by mail and an entry in their notifications. */
export async function contactMessageToAdmins(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "contactMessage" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const row = await contactMessage(db, event.messageId);
  if (!row) return null;
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
  const recipients = (await Promise.all(admins.map((admin) => account(db, admin.id)))).filter(
    (to) => to !== null,
  );
  const path = "/admin/messages";
  return recipients.map((to) => ({
    to,
    message: {
      kind: "contactMessage",
      name: to.name,
      sender: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      language: languageName(row.locale, to.locale),
      link: `${ctx.baseUrl}${path}`,
    },
    inApp: { bookingId: null, params: { name: row.name, subject: row.subject }, href: path },
  }));
}
