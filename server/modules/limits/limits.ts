import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { requestLimits } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export const limits = {
  signup: { name: "signup", max: 5, windowMs: 60_000 },
  // The sign-in dialog's action (Better Auth limits only its own HTTP endpoint, with these numbers).
  signIn: { name: "sign-in", max: 3, windowMs: 10_000 },
  // The contact page's messages, per address: enough for a person, not for a spammer.
  contact: { name: "contact", max: 5, windowMs: 60_000 },
  booking: { name: "booking", max: 10, windowMs: 60_000 },
  // Card payments outside checkout (adding funds): a stolen session must not become a card tester.
  topUp: { name: "top-up", max: 10, windowMs: 60_000 },
  // Cards exchanged for tokens per client address (card testing), issue 15.
  cardToken: { name: "card-token", max: 20, windowMs: 60_000 },
  // Crypto payments quoted per client address: each is a row on the provider's side.
  cryptoPayment: { name: "crypto-payment", max: 20, windowMs: 60_000 },
  // Guesses at a signed-in user's password (changing it, the e-mail, deleting the account), per user.
  passwordCheck: { name: "password-check", max: 10, windowMs: 15 * 60_000 },
  // Invitations a user mails to friends in a day (per user, not per address).
  referralInvite: { name: "referral-invite", max: 10, windowMs: 24 * 60 * 60_000 },
  // "Forgot password?" on the page, per address: a few tries, not a way to flood an inbox.
  passwordReset: { name: "password-reset", max: 5, windowMs: 15 * 60_000 },
  // Issue 14, abuse limits: the cheap writes of a signed-in user, per user (pages and API share them,
  // since the module function counts). Attempts count, not only the ones that succeed.
  // A signed-in user's contact messages, whatever address they come from (as many as `contact`).
  contactUser: { name: "contact-user", max: 5, windowMs: 60_000 },
  // Saving and forgetting favourites: a person clicking hearts, not a script.
  favorite: { name: "favorite", max: 120, windowMs: 60_000 },
  // Adding, changing, removing cart lines and clearing the cart.
  cart: { name: "cart", max: 120, windowMs: 60_000 },
  // Rating a completed booking (each booking once; this bounds the attempts).
  review: { name: "review", max: 10, windowMs: 60 * 60_000 },
  // A guest's messages to the suppliers of their bookings.
  supplierMessage: { name: "supplier-message", max: 30, windowMs: 60 * 60_000 },
  // An operator's replies to guests: generous, an operator answers many guests in an hour.
  operatorReply: { name: "operator-reply", max: 200, windowMs: 60 * 60_000 },
  // Codes mailed to confirm an account's deletion, per user: a few resends, not a mail bomb.
  deletionCode: { name: "deletion-code", max: 3, windowMs: 15 * 60_000 },
} satisfies Record<string, LimitRule>;

/**
 * A fixed-window counter in the database, so that every instance shares it. One statement counts
 * the request and answers whether it is over the limit.
 */
export async function enforceLimit(db: Executor, rule: LimitRule, client: string, now = Date.now()) {
  const key = `${rule.name}:${client}`;
  const windowStart = now - (now % rule.windowMs);
  const [row] = await db
    .insert(requestLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} = ${windowStart} then ${requestLimits.count} + 1 else 1 end`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: requestLimits.count });
  if ((row?.count ?? 0) > rule.max) {
    const retryAfter = Math.ceil((windowStart + rule.windowMs - now) / 1000);
    throw new AppError(429, "tooManyRequests", { details: { retryAfter } });
  }
}
