import { slotStart } from "../../../core/dates.ts";
import { LIST_SEPARATOR, type NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import { bookingReady } from "../operator/manifest-readiness.ts";
import {
  bookingFacts,
  bookingLink,
  entry,
  guestOf,
  mailBooking,
  type Delivery,
  type EventContext,
} from "./event-parts.ts";

/**
 * Two days before the start, a booking that is still not ready: the guest is told what is missing
 * (participants' details, a licence, the waiver, the balance) with the booking page's link. Skipped
 * when the booking is ready by then, no longer on (cancelled, rejected), or has already started.
 */
export async function readinessReminder(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "readinessReminder" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const facts = await bookingFacts(db, event.bookingId);
  if (!facts) return null;
  const b = facts.booking;
  if (b.status !== "pending" && b.status !== "confirmed") return null;
  if (slotStart(b.startDate, b.time) <= ctx.now) return null;
  const { ready, missing } = await bookingReady(db, b.id);
  if (ready) return null;
  const to = await guestOf(db, facts);
  if (!to) return null;
  const booking = await mailBooking(db, facts, to.locale);
  const inApp = entry(facts, booking, `/dashboard/bookings/${b.id}`);
  return [
    {
      to,
      message: { kind: "readinessReminder", name: to.name, booking, missing, link: bookingLink(ctx, b.id) },
      // The gaps as codes: the list words them in the reader's language.
      inApp: { ...inApp, params: { ...inApp.params, missing: missing.join(LIST_SEPARATOR) } },
    },
  ];
}
