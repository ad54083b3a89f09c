import { eq } from "drizzle-orm";
import { unsubscribeTokenSchema } from "../../../core/inbox.ts";
import type { NotificationCategory } from "../../../core/notifications.ts";
import { profiles } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import type { VisitorContext } from "../context.ts";
import { signLink, verifyLink } from "./signed-links.ts";

// One-click unsubscribe (RFC 8058): a signed token names the user and one category; following it
// turns that category's e-mail off. It needs no sign-in and does not expire (a mail read a year
// later must still unsubscribe); it is bound to its purpose, so it cannot confirm a booking.

/** Each category's e-mail switch on the profile (the in-app switches are not touched). */
export const emailColumns = {
  bookingUpdates: "notifyBookingUpdates",
  paymentAlerts: "notifyPaymentAlerts",
  marketing: "notifyMarketing",
} as const satisfies Record<NotificationCategory, keyof typeof profiles.$inferSelect>;

export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  return signLink(secret, "unsubscribe", { u: userId, c: category });
}

/** The page a person opens from the mail's footer: it says what goes off and asks to confirm. */
export function unsubscribeUrl(
  baseUrl: string,
  secret: string,
  userId: string,
  category: NotificationCategory,
): string {
  return `${baseUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, category))}`;
}

/**
 * The `List-Unsubscribe` header's address: the mail client POSTs `List-Unsubscribe=One-Click` to it
 * (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), with no page in between.
 */
export function oneClickUnsubscribeUrl(
  baseUrl: string,
  secret: string,
  userId: string,
  category: NotificationCategory,
): string {
  return `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, category))}`;
}

/** What a genuine token names; a 400 `unsubscribeLinkInvalid` for anything else, whatever the bytes. */
export function readUnsubscribeToken(
  secret: string,
  token: string | null | undefined,
  now: Date,
): { userId: string; category: NotificationCategory } {
  const parsed = unsubscribeTokenSchema.safeParse(verifyLink(secret, "unsubscribe", token, now));
  if (!parsed.success) throw badRequest("unsubscribeLinkInvalid");
  return { userId: parsed.data.u, category: parsed.data.c };
}

/**
 * Turns the token's category off for e-mail. Doing it twice is fine (the switch stays off). A token
 * of an account deleted since is the same 400: nothing is left to unsubscribe.
 */
export async function unsubscribe(
  ctx: VisitorContext,
  { token }: { token?: string | null },
): Promise<{ category: NotificationCategory }> {
  const { userId, category } = readUnsubscribeToken(ctx.services.env.authSecret, token, ctx.now);
  const updated = await ctx.services.db
    .update(profiles)
    .set({ [emailColumns[category]]: false })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw badRequest("unsubscribeLinkInvalid");
  return { category };
}

/** What the unsubscribe page shows before the button: the category, and whether it is still on. */
export async function unsubscribeStatus(
  ctx: VisitorContext,
  { token }: { token?: string | null },
): Promise<{ category: NotificationCategory; subscribed: boolean }> {
  const { userId, category } = readUnsubscribeToken(ctx.services.env.authSecret, token, ctx.now);
  const [row] = await ctx.services.db
    .select({ on: profiles[emailColumns[category]] })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) throw badRequest("unsubscribeLinkInvalid");
  return { category, subscribed: row.on };
}
