import { createHash } from "node:crypto";
import { slotStart } from "../../../core/dates.ts";
import type { NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";

/** The event's idempotency key: the same event written twice (a retried request, two processes) is one row. */
export function eventKey(event: NotificationEvent): string {
  switch (event.kind) {
    case "welcome":
      return `welcome:${event.userId}`;
    case "passwordReset":
      // Every request is its own mail; the link (with its token) tells two requests apart.
      return `passwordReset:${event.userId}:${createHash("sha256").update(event.url).digest("hex").slice(0, 16)}`;
    case "orderReceived":
      return `orderReceived:${event.orderId}`;
    case "paymentReceived":
      return `paymentReceived:${event.paymentId}`;
    case "operatorReplied":
    case "guestMessage":
      return `${event.kind}:${event.messageId}`;
    case "referralInvite":
      return `referralInvite:${event.inviteId}`;
    case "referralReward":
      return `referralReward:${event.bookingId}`;
    case "requestReminder":
      return `requestReminder:${event.bookingId}:${event.stage}`;
    case "balanceReminder":
      return `balanceReminder:${event.bookingId}:${event.days}`;
    case "teamInvitation":
      return `teamInvitation:${event.invitationId}`;
    case "contactReceived":
    case "contactMessage":
      return `${event.kind}:${event.messageId}`;
    case "emailConfirm":
      return `emailConfirm:${event.userId}:${createHash("sha256").update(event.url).digest("hex").slice(0, 16)}`;
    case "emailChangeRequested":
    case "emailChanged":
    case "deletionCode":
      return `${event.kind}:${event.requestId}`;
    case "newsletter":
      // Each newsletter reaches each account once, however often it is sent.
      return `newsletter:${event.newsletterId}:${event.userId}`;
    default:
      return `${event.kind}:${event.bookingId}`;
  }
}

/**
 * Writes an event into the outbox, inside the caller's transaction: it exists exactly when the
 * state change it tells of does. The runner delivers it at `runAt` (default: at once).
 */
export async function notify(
  tx: Executor,
  event: NotificationEvent,
  now: Date,
  runAt: Date = now,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({ key: eventKey(event), kind: event.kind, event, runAt, createdAt: now })
    .onConflictDoNothing({ target: outbox.key });
}

/** How long before a departure the guest is reminded of it. */
export const TRIP_REMINDER_HOURS = 24;
/** How long before a departure a guest whose booking is not ready is told what is missing. */
export const READINESS_REMINDER_HOURS = 48;
/** An unanswered request's last reminder comes this long before its deadline. */
export const FINAL_REQUEST_REMINDER_HOURS = 3;

/** The instants an unanswered request is brought up again: about half its time, and 3 hours before. */
export function requestReminderTimes(createdAt: Date, deadline: Date): { half: Date; final: Date | null } {
  const half = new Date(createdAt.getTime() + (deadline.getTime() - createdAt.getTime()) / 2);
  const final = new Date(deadline.getTime() - FINAL_REQUEST_REMINDER_HOURS * 3_600_000);
  return { half, final: final.getTime() > half.getTime() ? final : null };
}

/** When the guest hears of the departure again: a day before it starts (null: too late for that). */
export function tripReminderTime(booking: { startDate: string; time: string }, now: Date): Date | null {
  const at = new Date(slotStart(booking.startDate, booking.time).getTime() - TRIP_REMINDER_HOURS * 3_600_000);
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * A new booking's reminder of what it still lacks (participants' details, licences, the waiver, the
 * balance), 48 hours before the start: delivered only if the booking is then still not ready and
 * still on (events-readiness.ts). None when the booking is made later than that.
 */
export async function notifyReadinessReminder(
  tx: Executor,
  booking: { id: string; startDate: string; time: string },
  now: Date,
): Promise<void> {
  const at = new Date(
    slotStart(booking.startDate, booking.time).getTime() - READINESS_REMINDER_HOURS * 3_600_000,
  );
  if (at.getTime() > now.getTime()) {
    await notify(tx, { kind: "readinessReminder", bookingId: booking.id }, now, at);
  }
}

/** A booking of an instantly confirmed service: the guest is confirmed, and the operator's team told. */
export async function notifyInstantBooking(
  tx: Executor,
  booking: { id: string; startDate: string; time: string },
  now: Date,
): Promise<void> {
  await notifyConfirmed(tx, booking, now);
  await notify(tx, { kind: "instantBooking", bookingId: booking.id }, now);
}

/** A guest's own cancellation: the guest's mail, and the operator's team told of the seats and the refund. */
export async function notifyGuestCancelled(tx: Executor, booking: { id: string }, now: Date): Promise<void> {
  await notify(tx, { kind: "bookingCancelled", bookingId: booking.id }, now);
  await notify(tx, { kind: "guestCancelled", bookingId: booking.id }, now);
}

/** A platform admin's cancellation: the guest's mail (with the reason), and the operator's team told. */
export async function notifyAdminCancelled(tx: Executor, booking: { id: string }, now: Date): Promise<void> {
  await notify(tx, { kind: "bookingCancelled", bookingId: booking.id }, now);
  await notify(tx, { kind: "adminCancelled", bookingId: booking.id }, now);
}

/** A confirmed booking: the guest's confirmation now, and the reminder a day before the departure. */
export async function notifyConfirmed(
  tx: Executor,
  booking: { id: string; startDate: string; time: string },
  now: Date,
): Promise<void> {
  await notify(tx, { kind: "bookingConfirmed", bookingId: booking.id }, now);
  const at = tripReminderTime(booking, now);
  if (at) await notify(tx, { kind: "tripReminder", bookingId: booking.id }, now, at);
}

/** A new request: the operator's team hears of it now, and again while it stays unanswered. */
export async function notifyNewRequest(
  tx: Executor,
  booking: { id: string; supplierDeadline: Date },
  now: Date,
): Promise<void> {
  await notify(tx, { kind: "newRequest", bookingId: booking.id }, now);
  const { half, final } = requestReminderTimes(now, booking.supplierDeadline);
  await notify(tx, { kind: "requestReminder", bookingId: booking.id, stage: "half" }, now, half);
  if (final) await notify(tx, { kind: "requestReminder", bookingId: booking.id, stage: "final" }, now, final);
}
