import { eq } from "drizzle-orm";
import type { MailMessage, NotificationEvent } from "../../../core/notifications.ts";
import type { Executor } from "../../db/client.ts";
import { supplierMessages } from "../../db/schema.ts";
import {
  bookingFacts,
  guestForTeam,
  bookingLink,
  entry,
  guestOf,
  mailBooking,
  requestLinks,
  teamOf,
  type Delivery,
  type EventContext,
} from "./event-parts.ts";

/** A request for the operator's team to confirm or reject (and its reminder), with signed links. */
export async function requestToAnswer(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "newRequest" | "requestReminder" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const facts = await bookingFacts(db, event.bookingId);
  if (!facts || facts.booking.status !== "pending" || facts.booking.supplierDeadline <= ctx.now) return null;
  const team = await teamOf(db, facts);
  const links = requestLinks(ctx, facts.booking);
  const deadline = facts.booking.supplierDeadline.toISOString();
  return Promise.all(
    team.map(async (to) => {
      const booking = await mailBooking(db, facts, to.locale);
      const common = {
        name: to.name,
        supplier: facts.supplierName,
        booking,
        guest: guestForTeam(facts, to.locale),
        deadline,
        ...links,
        link: `${ctx.baseUrl}/operator`,
      };
      const message: MailMessage =
        event.kind === "newRequest"
          ? { kind: "newRequest", ...common, note: facts.specialRequests }
          : { kind: "requestReminder", ...common, stage: event.stage };
      const params: Record<string, string | number> = {
        reference: booking.reference,
        service: booking.serviceTitle,
        date: booking.startDate,
        deadline,
      };
      if (event.kind === "requestReminder") params.stage = event.stage;
      return { to, message, inApp: { bookingId: facts.booking.id, params, href: "/operator" } };
    }),
  );
}

/** A message on a booking: the guest hears the operator's reply, the team the guest's message. */
export async function bookingMessage(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "operatorReplied" | "guestMessage" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const [message] = await db
    .select({
      text: supplierMessages.message,
      author: supplierMessages.author,
      userId: supplierMessages.userId,
    })
    .from(supplierMessages)
    .where(eq(supplierMessages.id, event.messageId));
  const facts = await bookingFacts(db, event.bookingId);
  if (!message || !facts) return null;
  if (event.kind === "operatorReplied") {
    const to = await guestOf(db, facts);
    if (!to) return null;
    const booking = await mailBooking(db, facts, to.locale);
    return [
      {
        to,
        message: {
          kind: "operatorReplied",
          name: to.name,
          booking,
          supplier: facts.supplierName,
          message: message.text,
          link: `${bookingLink(ctx, facts.booking.id)}#messages`,
        },
        inApp: {
          ...entry(facts, booking, `/dashboard/bookings/${facts.booking.id}`),
          params: {
            reference: booking.reference,
            service: booking.serviceTitle,
            date: booking.startDate,
            supplier: facts.supplierName,
          },
        },
      },
    ];
  }
  const team = await teamOf(db, facts);
  return Promise.all(
    team.map(async (to) => {
      const booking = await mailBooking(db, facts, to.locale);
      return {
        to,
        message: {
          kind: "guestMessage" as const,
          name: to.name,
          supplier: facts.supplierName,
          booking,
          guest: guestForTeam(facts, to.locale),
          message: message.text,
          link: `${ctx.baseUrl}/operator/messages/${facts.booking.id}`,
        },
        inApp: {
          ...entry(facts, booking, `/operator/messages/${facts.booking.id}`),
          params: {
            reference: booking.reference,
            service: booking.serviceTitle,
            date: booking.startDate,
            guest: guestForTeam(facts, to.locale),
          },
        },
      };
    }),
  );
}
