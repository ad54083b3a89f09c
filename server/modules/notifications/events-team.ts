import type { NotificationEvent } from "../../../core/notifications.ts";
import { departureId } from "../../../core/operator.ts";
import type { Executor } from "../../db/client.ts";
import {
  bookingFacts,
  guestForTeam,
  entry,
  mailBooking,
  minor,
  teamOf,
  type Delivery,
  type EventContext,
} from "./event-parts.ts";

/**
 * What the operator's team hears of without having to answer: a guest's cancellation (the seats
 * are back on sale, the refund has gone out), a platform admin's cancellation (the same, with the
 * admin's reason) and a new booking of an instantly confirmed service.
 * Each member is written to in their own language, under their own settings (the outbox applies
 * them); both lead to the departure's manifest.
 */
export async function teamNotice(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "guestCancelled" | "adminCancelled" | "instantBooking" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const facts = await bookingFacts(db, event.bookingId);
  const expected = event.kind === "instantBooking" ? "confirmed" : "cancelled";
  if (!facts || facts.booking.status !== expected) return null;
  const b = facts.booking;
  const path = `/operator/departures/${departureId({ serviceId: b.serviceId, date: b.startDate, time: b.time })}`;
  const link = `${ctx.baseUrl}${path}`;
  const team = await teamOf(db, facts);
  return Promise.all(
    team.map(async (to) => {
      const booking = await mailBooking(db, facts, to.locale);
      const common = {
        name: to.name,
        supplier: facts.supplierName,
        booking,
        guest: guestForTeam(facts, to.locale),
        link,
      };
      const base = entry(facts, booking, path);
      const inApp = { ...base, params: { ...base.params, guest: common.guest, guests: b.guests } };
      if (event.kind === "instantBooking") {
        return {
          to,
          message: { kind: "instantBooking" as const, ...common, note: facts.specialRequests },
          inApp,
        };
      }
      const points = b.refundedPointsCents ?? 0;
      const cancelled = {
        ...common,
        seats: b.guests,
        refund: minor(b.refundedMinor ?? 0, facts.currency, to.locale),
        refundPoints: points > 0 ? minor(points, "USD", to.locale) : undefined,
        // A request is answered by nobody once cancelled; a confirmed trip had been taken on.
        wasRequest: b.respondedAt === null,
        link,
      };
      if (event.kind === "adminCancelled") {
        const message = { kind: "adminCancelled" as const, ...cancelled, reason: b.statusReason ?? "" };
        return { to, message, inApp: { ...inApp, params: { ...inApp.params, reason: message.reason } } };
      }
      return { to, message: { kind: "guestCancelled" as const, ...cancelled }, inApp };
    }),
  );
}
