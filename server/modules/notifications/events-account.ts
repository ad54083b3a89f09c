import { eq } from "drizzle-orm";
import type { NotificationEvent } from "../../../core/notifications.ts";
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_REWARD_CENTS } from "../../../core/pricing.ts";
import { isLanguage } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { invitation, organization, profiles, referralInvites, user } from "../../db/schema.ts";
import {
  account,
  bookingFacts,
  money,
  type Delivery,
  type EventContext,
  type Recipient,
} from "./event-parts.ts";

/** A new account's welcome. */
export async function welcome(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "welcome" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
  const to = await account(db, event.userId);
  if (!to) return null;
  return [{ to, message: { kind: "welcome", name: to.name, link: `${ctx.baseUrl}/services` } }];
}

/** The password reset link. */
export async function passwordReset(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "passwordReset" }>,
  _ctx: EventContext,
): Promise<Delivery[] | null> {
  const to = await account(db, event.userId);
  if (!to) return null;
  return [{ to, message: { kind: "passwordReset", name: to.name, link: event.url, expiresInMinutes: 60 } }];
}

/** A friend invited by a traveller. */
export async function referralInvite(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "referralInvite" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
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

/** The referrer's reward once the friend's trip is done. */
export async function referralReward(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "referralReward" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
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

/** An invitation to join a supplier's team. */
export async function teamInvitation(
  db: Executor,
  event: Extract<NotificationEvent, { kind: "teamInvitation" }>,
  ctx: EventContext,
): Promise<Delivery[] | null> {
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
