import type { NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import { account, type Delivery, type EventContext } from "./event-parts.ts";

/** How long the link mailed to a new address works (profile/email-change.ts signs it so). */
export const EMAIL_LINK_HOURS = 24;
/** How long a deletion code works (profile/deletion-code.ts). */
export const DELETION_CODE_MINUTES = 15;

type SecurityEvent = Extract<
  NotificationEvent,
  { kind: "emailConfirm" | "emailChangeRequested" | "emailChanged" | "deletionCode" }
>;

/**
 * Mail about the account itself (decision 028), always sent and never in the app's list: the link
 * that confirms a new address goes to that address; the notices of a requested and of a completed
 * change go to the address in use before it; a deletion code goes to the account's address. An
 * account gone by then is written to no more.
 */
export async function accountSecurity(
  db: Executor,
  event: SecurityEvent,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const holder = await account(db, event.userId);
  if (!holder) return null;
  const settings = `${ctx.baseUrl}/dashboard/settings`;
  switch (event.kind) {
    case "emailConfirm":
      return [
        {
          // The new address is not the account's yet: the mail's key tells it from the account's own.
          to: { ...holder, key: `${holder.key}:${event.email}`, email: event.email },
          message: {
            kind: "emailConfirm",
            name: holder.name,
            email: event.email,
            link: event.url,
            expiresInHours: EMAIL_LINK_HOURS,
          },
        },
      ];
    case "emailChangeRequested":
      return [
        {
          // Said to the address in use when it was asked, even if the change is done by now.
          to: { ...holder, key: `${holder.key}:${event.oldEmail}`, email: event.oldEmail },
          message: { kind: "emailChangeRequested", name: holder.name, email: event.email, link: settings },
        },
      ];
    case "emailChanged":
      return [
        {
          to: { ...holder, key: `${holder.key}:${event.oldEmail}`, email: event.oldEmail },
          message: {
            kind: "emailChanged",
            name: holder.name,
            email: event.email,
            link: `${ctx.baseUrl}/contact`,
          },
        },
      ];
    case "deletionCode":
      return [
        {
          to: holder,
          message: {
            kind: "deletionCode",
            name: holder.name,
            code: event.code,
            expiresInMinutes: DELETION_CODE_MINUTES,
            link: settings,
          },
        },
      ];
  }
}
