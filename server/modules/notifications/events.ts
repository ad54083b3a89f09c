import type { NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import type { Delivery, EventContext } from "./event-parts.ts";
import { passwordReset, referralInvite, referralReward, teamInvitation, welcome } from "./events-account.ts";
import { accountSecurity } from "./events-security.ts";
import { contactMessageToAdmins, contactReceived } from "./events-contact.ts";
import { bookingStatusChanged, orderReceived, paymentReceived } from "./events-booking.ts";
import { bookingMessage, requestToAnswer } from "./events-requests.ts";
import { newsletter } from "./events-newsletter.ts";
import { readinessReminder } from "./events-readiness.ts";
import { teamNotice } from "./events-team.ts";
import { balanceToGuest, balanceToTeam } from "./events-balance.ts";

type Kind = NotificationEvent["kind"];
type Handler<K extends Kind> = (
  db: Executor,
  event: Extract<NotificationEvent, { kind: K }>,
  ctx: EventContext,
) => Promise<Delivery[] | null>;

/** Each kind of event and what turns it into deliveries (events-*.ts). */
const handlers: { [K in Kind]: Handler<K> } = {
  welcome,
  passwordReset,
  orderReceived,
  paymentReceived,
  bookingConfirmed: bookingStatusChanged,
  tripReminder: bookingStatusChanged,
  readinessReminder,
  tripCompleted: bookingStatusChanged,
  bookingRejected: bookingStatusChanged,
  bookingCancelled: bookingStatusChanged,
  operatorReplied: bookingMessage,
  guestMessage: bookingMessage,
  newRequest: requestToAnswer,
  requestReminder: requestToAnswer,
  referralInvite,
  referralReward,
  teamInvitation,
  guestCancelled: teamNotice,
  instantBooking: teamNotice,
  adminCancelled: teamNotice,
  contactReceived,
  contactMessage: contactMessageToAdmins,
  emailConfirm: accountSecurity,
  emailChangeRequested: accountSecurity,
  emailChanged: accountSecurity,
  deletionCode: accountSecurity,
  newsletter,
  balanceReminder: balanceToGuest,
  balanceLapsed: balanceToGuest,
  balancePaidNotice: balanceToTeam,
  balanceLapsedNotice: balanceToTeam,
};

/** What an event becomes: mails and in-app entries; null when the moment has passed (skip it). */
export async function deliveriesFor(
  db: Executor,
  event: NotificationEvent,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const handler = handlers[event.kind] as Handler<typeof event.kind>;
  return handler(db, event as never, ctx);
}
