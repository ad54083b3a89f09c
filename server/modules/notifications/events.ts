import { and, eq } from "drizzle-orm";
import { formatMinor, formatMoney, isCurrency, type Rates } from "../../../core/money.ts";
import type {
  MailBooking,
  MailMessage,
  NotificationCategory,
  NotificationEvent,
} from "../../../core/notifications.ts";
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_REWARD_CENTS } from "../../../core/pricing.ts";
import { isLanguage, locales, type Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import {
  bookings,
  invitation,
  member,
  orders,
  organization,
  payments,
  profiles,
  referralInvites,
  serviceTranslations,
  services,
  supplierMessages,
  suppliers,
  user,
} from "../../db/schema.ts";
import { notificationSwitches } from "../profile/profile.ts";
import { signLink } from "./signed-links.ts";

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

async function account(db: Executor, userId: string | null): Promise<Recipient | null> {
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
async function bookingFacts(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      serviceTitle: services.title,
      serviceLocation: services.location,
      durationDays: services.durationDays,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierEmail: suppliers.email,
      organizationId: suppliers.organizationId,
      orderReference: orders.reference,
      currency: orders.currency,
      exchangeRate: orders.exchangeRate,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      specialRequests: orders.specialRequests,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
type BookingFacts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

function money(cents: number, currency: string, locale: Language, rates: Rates): string {
  return formatMoney(cents, isCurrency(currency) ? currency : "USD", locales[locale], rates);
}

/** An amount as it was charged or refunded: minor units of its own currency, no conversion. */
function minor(amount: number, currency: string, locale: Language): string {
  return formatMinor(amount, isCurrency(currency) ? currency : "USD", locales[locale]);
}

/** An order's figures in its own currency at its own rate snapshot (not today's). */
const orderRates = (currency: string, rate: number): Rates => ({
  USD: 1,
  EUR: currency === "EUR" ? rate : 1,
  RUB: currency === "RUB" ? rate : 1,
});

async function mailBooking(db: Executor, facts: BookingFacts, locale: Language): Promise<MailBooking> {
  let title = facts.serviceTitle;
  let location = facts.serviceLocation;
  if (locale !== "en") {
    const [translated] = await db
      .select({ content: serviceTranslations.content })
      .from(serviceTranslations)
      .where(
        and(eq(serviceTranslations.serviceId, facts.booking.serviceId), eq(serviceTranslations.lang, locale)),
      );
    title = translated?.content.title || title;
    location = translated?.content.location || location;
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
    amount: money(b.totalCents, facts.currency, locale, orderRates(facts.currency, facts.exchangeRate)),
    meetingPoint: location,
    deadline: b.status === "pending" ? b.supplierDeadline.toISOString() : null,
  };
}

/** The guest of a booking: their account, at the address they gave with the order. */
async function guestOf(db: Executor, facts: BookingFacts): Promise<Recipient | null> {
  const guest = await account(db, facts.booking.userId);
  if (!guest) return null;
  return { ...guest, email: facts.customerEmail || guest.email };
}

/** The supplier's team; a supplier without one is written to at its own address. */
async function teamOf(
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

const bookingLink = (ctx: EventContext, id: string) => `${ctx.baseUrl}/dashboard/bookings/${id}`;
const entry = (facts: BookingFacts, mail: MailBooking, href: string) => ({
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

/** What an event becomes: mails and in-app entries; null when the moment has passed (skip it). */
export async function deliveriesFor(
  db: Executor,
  event: NotificationEvent,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  switch (event.kind) {
    case "welcome": {
      const to = await account(db, event.userId);
      if (!to) return null;
      return [{ to, message: { kind: "welcome", name: to.name, link: `${ctx.baseUrl}/services` } }];
    }
    case "passwordReset": {
      const to = await account(db, event.userId);
      if (!to) return null;
      return [
        { to, message: { kind: "passwordReset", name: to.name, link: event.url, expiresInMinutes: 60 } },
      ];
    }
    case "orderReceived": {
      const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
      if (!order) return null;
      const rows = await db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.orderId, order.id));
      // Instantly confirmed lines get their own confirmation; this mail is about the waiting ones.
      const pending = rows.filter((r) => r.status === "pending");
      if (!pending.length) return null;
      const to = await account(db, order.userId);
      if (!to) return null;
      const lines: MailBooking[] = [];
      for (const row of pending) {
        const facts = await bookingFacts(db, row.id);
        if (facts) lines.push(await mailBooking(db, facts, to.locale));
      }
      const href = `${ctx.baseUrl}/orders/${order.reference}`;
      return [
        {
          to: { ...to, email: order.customerEmail || to.email },
          message: {
            kind: "orderReceived",
            name: order.customerName || to.name,
            orderReference: order.reference,
            bookings: lines,
            total: minor(order.chargedMinor, order.currency, to.locale),
            link: href,
          },
          inApp: {
            bookingId: pending[0]!.id,
            params: {
              reference: order.reference,
              service: lines[0]?.serviceTitle ?? "",
              date: lines[0]?.startDate ?? "",
              count: lines.length,
            },
            href: `/orders/${order.reference}`,
          },
        },
      ];
    }
    case "paymentReceived": {
      const [payment] = await db
        .select({
          payment: payments,
          orderReference: orders.reference,
          currency: orders.currency,
          customerEmail: orders.customerEmail,
        })
        .from(payments)
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, event.paymentId));
      if (!payment) return null;
      const holder = await account(db, payment.payment.userId);
      if (!holder) return null;
      // An order's receipt goes where its other mail goes: the address given at checkout.
      const to = { ...holder, email: payment.customerEmail || holder.email };
      const p = payment.payment;
      const order = p.purpose === "order";
      const amount = minor(p.amountMinor, p.currency, to.locale);
      const reference = payment.orderReference ?? p.providerReference;
      const path = order ? `/orders/${reference}` : "/dashboard/balance";
      return [
        {
          to,
          message: {
            kind: "paymentReceived",
            name: to.name,
            purpose: p.purpose,
            reference,
            amount,
            method: p.method,
            cardLast4: p.cardLast4,
            date: p.createdAt.toISOString(),
            link: `${ctx.baseUrl}${path}`,
          },
          inApp: { bookingId: null, params: { amount, reference }, href: path },
        },
      ];
    }
    case "bookingConfirmed":
    case "tripReminder":
    case "tripCompleted":
    case "bookingRejected":
    case "bookingCancelled": {
      const facts = await bookingFacts(db, event.bookingId);
      const expected = {
        bookingConfirmed: ["confirmed"],
        tripReminder: ["confirmed"],
        tripCompleted: ["completed"],
        bookingRejected: ["rejected"],
        bookingCancelled: ["cancelled"],
      }[event.kind];
      if (!facts || !expected.includes(facts.booking.status)) return null;
      const to = await guestOf(db, facts);
      if (!to) return null;
      const booking = await mailBooking(db, facts, to.locale);
      const link = bookingLink(ctx, facts.booking.id);
      const inApp = entry(facts, booking, `/dashboard/bookings/${facts.booking.id}`);
      // What this booking's cancellation gave back: money as charged, points as points.
      const refund = minor(facts.booking.refundedMinor ?? 0, facts.currency, to.locale);
      const points = facts.booking.refundedPointsCents ?? 0;
      const refundPoints = points > 0 ? minor(points, "USD", to.locale) : undefined;
      const b = facts.booking;
      switch (event.kind) {
        case "bookingConfirmed":
        case "tripReminder":
          // Both put the departure in the guest's calendar (the same event: same UID, same SEQUENCE).
          return [
            {
              to,
              message: { kind: event.kind, name: to.name, booking, link },
              ics: { method: "REQUEST", sequence: 0, bookingId: b.id },
              inApp,
            },
          ];
        case "tripCompleted":
          return [
            { to, message: { kind: "tripCompleted", name: to.name, booking, link: `${link}#review` }, inApp },
          ];
        case "bookingRejected":
          return [
            {
              to,
              message: {
                kind: "bookingRejected",
                name: to.name,
                booking,
                reason: b.statusReason,
                refund,
                refundPoints,
                byDeadline: b.cancelledBy === "deadline",
                link,
              },
              inApp,
            },
          ];
        case "bookingCancelled":
          return [
            {
              to,
              message: {
                kind: "bookingCancelled",
                name: to.name,
                booking,
                by: b.cancelledBy === "operator" ? "operator" : "guest",
                reason: b.statusReason,
                refund,
                refundPoints,
                link,
              },
              // A confirmed departure was in the guest's calendar: this takes it out again.
              ics: b.respondedAt ? { method: "CANCEL", sequence: 1, bookingId: b.id } : undefined,
              inApp,
            },
          ];
      }
      return null;
    }
    case "operatorReplied":
    case "guestMessage": {
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
              guest: facts.customerName,
              message: message.text,
              link: `${ctx.baseUrl}/operator/messages/${facts.booking.id}`,
            },
            inApp: {
              ...entry(facts, booking, `/operator/messages/${facts.booking.id}`),
              params: {
                reference: booking.reference,
                service: booking.serviceTitle,
                date: booking.startDate,
                guest: facts.customerName,
              },
            },
          };
        }),
      );
    }
    case "newRequest":
    case "requestReminder": {
      const facts = await bookingFacts(db, event.bookingId);
      if (!facts || facts.booking.status !== "pending" || facts.booking.supplierDeadline <= ctx.now)
        return null;
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
            guest: facts.customerName,
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
    case "referralInvite": {
      const [invite] = await db
        .select({
          email: referralInvites.email,
          userId: referralInvites.userId,
          code: profiles.referralCode,
          name: user.name,
          language: profiles.language,
        })
        .from(referralInvites)
        .innerJoin(user, eq(user.id, referralInvites.userId))
        .leftJoin(profiles, eq(profiles.userId, referralInvites.userId))
        .where(eq(referralInvites.id, event.inviteId));
      if (!invite?.code) return null;
      // The friend has no account yet: the mail speaks the language of the friend who invited them.
      const locale = isLanguage(invite.language) ? invite.language : "en";
      return [
        {
          to: { key: invite.email.toLowerCase(), userId: null, email: invite.email, name: "", locale },
          message: {
            kind: "referralInvite",
            inviter: invite.name,
            link: `${ctx.baseUrl}/?ref=${invite.code}`,
            rewardPercent: REFERRAL_DISCOUNT_PERCENT,
          },
        },
      ];
    }
    case "referralReward": {
      const to = await account(db, event.referrerId);
      const facts = await bookingFacts(db, event.bookingId);
      if (!to || !facts) return null;
      const amount = money(REFERRAL_REWARD_CENTS, "USD", to.locale, ctx.rates);
      const friend = facts.customerName;
      return [
        {
          to,
          message: {
            kind: "referralReward",
            name: to.name,
            friend,
            amount,
            link: `${ctx.baseUrl}/dashboard/referrals`,
          },
          inApp: { bookingId: null, params: { amount, friend }, href: "/dashboard/referrals" },
        },
      ];
    }
    case "teamInvitation": {
      const [row] = await db
        .select({
          email: invitation.email,
          status: invitation.status,
          expiresAt: invitation.expiresAt,
          role: invitation.role,
          supplier: organization.name,
          inviter: user.name,
        })
        .from(invitation)
        .innerJoin(organization, eq(organization.id, invitation.organizationId))
        .innerJoin(user, eq(user.id, invitation.inviterId))
        .where(eq(invitation.id, event.invitationId));
      if (!row || row.status !== "pending" || row.expiresAt <= ctx.now) return null;
      const [existing] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, row.email.toLowerCase()));
      const known = await account(db, existing?.id ?? null);
      const to: Recipient = known ?? {
        key: row.email.toLowerCase(),
        userId: null,
        email: row.email,
        name: "",
        locale: "en",
      };
      const path = `/operator/invitations/${event.invitationId}`;
      return [
        {
          to,
          message: {
            kind: "teamInvitation",
            supplier: row.supplier,
            inviter: row.inviter,
            role: row.role ?? "member",
            expires: row.expiresAt.toISOString(),
            link: `${ctx.baseUrl}${path}`,
          },
          inApp: { bookingId: null, params: { supplier: row.supplier }, href: path },
        },
      ];
    }
  }
}
