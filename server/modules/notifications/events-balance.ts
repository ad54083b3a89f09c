import type { NotificationEvent } from "../../../core/notifications.ts";
import { departureId } from "../../../core/operator.ts";
import type { Executor } from "../../db/client.ts";
import {
  bookingFacts,
  bookingLink,
  chargedRates,
  entry,
  guestForTeam,
  guestOf,
  mailBooking,
  minor,
  money,
  teamOf,
  type BookingFacts,
  type Delivery,
  type EventContext,
} from "./event-parts.ts";
import type { Language } from "../../../core/preferences.ts";

// A booking's balance (decision 042): the guest reminded before it is due, and told when it
// lapsed; the operator's team told when it is paid and when it lapsed.

/** An amount of the booking in its order's currency, at the order's own rate. */
const inOrderCurrency = (facts: BookingFacts, cents: number, locale: Language) =>
  money(cents, facts.currency, locale, chargedRates(facts.currency, facts.exchangeRate));

/** A cancellation for an unpaid balance that refunded nothing kept the deposit (balance-lapse.ts). */
const keptDeposit = (b: BookingFacts["booking"]) => !b.refundedMinor && !b.refundedPointsCents;

/**
 * To the guest: the balance reminder (dropped when the balance has been paid or the booking no
 * longer takes place), and the cancellation when it lapsed.
 */
export async function balanceToGuest(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "balanceReminder" | "balanceLapsed" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const facts = await bookingFacts(db, event.bookingId);
  if (!facts) return null;
  const b = facts.booking;
  if (!b.balanceDueAt) return null;
  if (event.kind === "balanceReminder") {
    const living = b.status === "pending" || b.status === "confirmed";
    if (!living || b.balancePaidAt || b.balanceDueAt.getTime() <= ctx.now.getTime()) return null;
  } else if (b.status !== "cancelled" || b.cancelledBy !== "deadline") return null;
  const to = await guestOf(db, facts);
  if (!to) return null;
  const booking = await mailBooking(db, facts, to.locale);
  const link = bookingLink(ctx, b.id);
  const base = entry(facts, booking, `/dashboard/bookings/${b.id}`);
  const dueAt = b.balanceDueAt.toISOString();
  if (event.kind === "balanceReminder") {
    const balance = inOrderCurrency(facts, b.balanceCents, to.locale);
    return [
      {
        to,
        message: { kind: "balanceReminder", name: to.name, booking, balance, dueAt, link },
        inApp: { ...base, params: { ...base.params, balance, dueAt } },
      },
    ];
  }
  const points = b.refundedPointsCents ?? 0;
  const kept = keptDeposit(b);
  const deposit = inOrderCurrency(facts, b.depositCents, to.locale);
  return [
    {
      to,
      message: {
        kind: "balanceLapsed",
        name: to.name,
        booking,
        dueAt,
        deposit,
        kept,
        refund: minor(b.refundedMinor ?? 0, facts.currency, to.locale),
        refundPoints: points > 0 ? minor(points, "USD", to.locale) : undefined,
        link,
      },
      // A confirmed departure was in the guest's calendar: this takes it out again.
      ics: b.respondedAt ? { method: "CANCEL", sequence: 1, bookingId: b.id } : undefined,
      inApp: { ...base, params: { ...base.params, deposit, kept: kept ? 1 : 0 } },
    },
  ];
}

/** To the operator's team, each member in their language: the balance paid, or lapsed (seats back on sale). */
export async function balanceToTeam(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "balancePaidNotice" | "balanceLapsedNotice" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const facts = await bookingFacts(db, event.bookingId);
  if (!facts) return null;
  const b = facts.booking;
  const paid = event.kind === "balancePaidNotice";
  if (paid ? !b.balancePaidAt : b.status !== "cancelled" || b.cancelledBy !== "deadline") return null;
  const path = `/operator/departures/${departureId({ serviceId: b.serviceId, date: b.startDate, time: b.time })}`;
  const link = `${ctx.baseUrl}${path}`;
  const team = await teamOf(db, facts);
  return Promise.all(
    team.map(async (to) => {
      const booking = await mailBooking(db, facts, to.locale);
      const guest = guestForTeam(facts, to.locale);
      const common = { name: to.name, supplier: facts.supplierName, booking, guest, link };
      const base = entry(facts, booking, path);
      if (paid) {
        const balance = inOrderCurrency(facts, b.balanceCents, to.locale);
        return {
          to,
          message: { kind: "balancePaidNotice" as const, ...common, balance },
          inApp: { ...base, params: { ...base.params, guest, balance } },
        };
      }
      const deposit = inOrderCurrency(facts, b.depositCents, to.locale);
      const kept = keptDeposit(b);
      return {
        to,
        message: { kind: "balanceLapsedNotice" as const, ...common, seats: b.guests, deposit, kept },
        inApp: { ...base, params: { ...base.params, guest, guests: b.guests, kept: kept ? 1 : 0 } },
      };
    }),
  );
}
