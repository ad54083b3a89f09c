import { eq } from "drizzle-orm";
import { formatMinor, formatMoney, isCurrency, type Rates } from "../../../core/money.ts";
import type { MailBooking, MailMessage, NotificationCategory } from "../../../core/notifications.ts";
import { isLanguage, locales, type Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, member, orders, profiles, services, suppliers, user } from "../../db/schema.ts";
import { notificationSwitches } from "../profile/profile.ts";
import { signLink } from "./signed-links.ts";
import { mapLink, pointOf } from "../../../core/meeting-point.ts";
import { withBookingParts } from "../booking/booking-rows.ts";
import { guestNameForOperator } from "../booking/guest-privacy.ts";
import { mailTranslator } from "./mail-words.ts";
import { serviceText } from "../catalog/service-text.ts";

// What the notification events are made of: who receives them, what a delivery is, and the
// facts of a booking in the reader's language and currency.

/** Whoever a delivery goes to: an account (with its settings), or only an address. */
export interface Recipient {
  /** Part of the mail's idempotency key. */
  key: string;
  userId: string | null;
  email: string;
  name: string;
  locale: Language;
  /** Per category: e-mail and in-app switches. Absent for an address without an account. */
  settings?: Record<NotificationCategory, { email: boolean; inApp: boolean }>;
}

export interface Delivery {
  to: Recipient;
  message: MailMessage;
  /** The calendar file of the departure (confirmation, reminder, cancellation). */
  ics?: { method: "REQUEST" | "CANCEL"; sequence: number; bookingId: string };
  /** The in-app entry, for recipients with an account. */
  inApp?: { bookingId: string | null; params: Record<string, string | number>; href: string | null };
}

export interface EventContext {
  baseUrl: string;
  secret: string;
  rates: Rates;
  now: Date;
  /** The address calendar files name as their organizer (MAIL_FROM's). */
  organizerEmail: string;
}

export async function account(db: Executor, userId: string | null): Promise<Recipient | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      language: profiles.language,
      ...notificationSwitches,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    key: userId,
    userId,
    email: row.email,
    name: row.name,
    locale: isLanguage(row.language) ? row.language : "en",
    settings: {
      bookingUpdates: { email: row.notifyBookingUpdates ?? true, inApp: row.inAppBookingUpdates ?? true },
      paymentAlerts: { email: row.notifyPaymentAlerts ?? true, inApp: row.inAppPaymentAlerts ?? true },
      marketing: { email: row.notifyMarketing ?? false, inApp: row.inAppMarketing ?? false },
    },
  };
}

/** A booking with what every mail about it needs. */
export async function bookingFacts(db: Executor, bookingId: string) {
  const [row] = await withBookingParts(
    db
      .select({
        booking: bookings,
        serviceTitle: services.title,
        serviceLocation: services.location,
        durationDays: services.durationDays,
        meetingPoint: services.meetingPoint,
        meetingLat: services.meetingLat,
        meetingLon: services.meetingLon,
        durationHours: services.durationHours,
        endTime: services.endTime,
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        supplierEmail: suppliers.email,
        organizationId: suppliers.organizationId,
        orderReference: orders.reference,
        currency: orders.currency,
        exchangeRate: orders.exchangeRate,
        customerName: orders.customerName,
        /** The name the operator's team may read (null: the guest hides it). */
        guestNameForTeam: guestNameForOperator,
        customerEmail: orders.customerEmail,
        specialRequests: orders.specialRequests,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, bookingId));
  return row ?? null;
}
export type BookingFacts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

export function money(cents: number, currency: string, locale: Language, rates: Rates): string {
  return formatMoney(cents, isCurrency(currency) ? currency : "USD", locales[locale], rates);
}

/** An amount as it was charged or refunded: minor units of its own currency, no conversion. */
export function minor(amount: number, currency: string, locale: Language): string {
  return formatMinor(amount, isCurrency(currency) ? currency : "USD", locales[locale]);
}

/** An order's figures in its own currency at its own rate snapshot (not today's). */
export const chargedRates = (currency: string, rate: number): Rates => ({
  USD: 1,
  EUR: currency === "EUR" ? rate : 1,
  RUB: currency === "RUB" ? rate : 1,
});

export async function mailBooking(db: Executor, facts: BookingFacts, locale: Language): Promise<MailBooking> {
  let title = facts.serviceTitle;
  let location = facts.serviceLocation;
  if (locale !== "en") {
    const [translated] = await db
      .select({ title: serviceText("title", locale), location: serviceText("location", locale) })
      .from(services)
      .where(eq(services.id, facts.booking.serviceId));
    title = translated?.title ?? title;
    location = translated?.location ?? location;
  }
  const b = facts.booking;
  return {
    reference: b.reference,
    serviceTitle: title,
    startDate: b.startDate,
    endDate: b.endDate,
    time: b.time,
    guests: b.guests,
    status: b.status,
    amount: money(b.totalCents, facts.currency, locale, chargedRates(facts.currency, facts.exchangeRate)),
    // The place the operator set, else where the trip is.
    meetingPoint: facts.meetingPoint || location,
    meetingMap: mapLink(pointOf(facts.meetingLat, facts.meetingLon)),
    durationHours: facts.durationHours,
    endTime: facts.endTime,
    deadline: b.status === "pending" ? b.supplierDeadline.toISOString() : null,
  };
}

/** The guest as the operator's team reads them: the name, or "Guest" and the reference when it is hidden. */
export function guestForTeam(facts: BookingFacts, locale: Language): string {
  return (
    facts.guestNameForTeam ?? mailTranslator(locale)("guestHidden", { reference: facts.booking.reference })
  );
}

/** The guest of a booking: their account, at the address they gave with the order. */
export async function guestOf(db: Executor, facts: BookingFacts): Promise<Recipient | null> {
  const guest = await account(db, facts.booking.userId);
  if (!guest) return null;
  return { ...guest, email: facts.customerEmail || guest.email };
}

/** The supplier's team; a supplier without one is written to at its own address. */
export async function teamOf(
  db: Executor,
  facts: Pick<BookingFacts, "organizationId" | "supplierId" | "supplierEmail" | "supplierName">,
) {
  if (facts.organizationId) {
    const rows = await db
      .select({ userId: member.userId })
      .from(member)
      .where(eq(member.organizationId, facts.organizationId));
    const team = (await Promise.all(rows.map((r) => account(db, r.userId)))).filter((r) => r !== null);
    if (team.length) return team;
  }
  return [
    {
      key: `supplier-${facts.supplierId}`,
      userId: null,
      email: facts.supplierEmail,
      name: facts.supplierName,
      locale: "en" as const,
    },
  ];
}

export const bookingLink = (ctx: EventContext, id: string) => `${ctx.baseUrl}/dashboard/bookings/${id}`;
export const entry = (facts: BookingFacts, mail: MailBooking, href: string) => ({
  bookingId: facts.booking.id,
  params: { reference: mail.reference, service: mail.serviceTitle, date: mail.startDate },
  href,
});

/** Signed Confirm and Reject links for a request: they work without signing in until its deadline. */
export function requestLinks(
  ctx: Pick<EventContext, "baseUrl" | "secret">,
  booking: { id: string; supplierDeadline: Date },
) {
  const exp = Math.floor(booking.supplierDeadline.getTime() / 1000);
  const link = (decision: "confirm" | "reject") =>
    `${ctx.baseUrl}/respond/${signLink(ctx.secret, "request", { b: booking.id, d: decision, exp })}`;
  return { confirmLink: link("confirm"), rejectLink: link("reject") };
}
