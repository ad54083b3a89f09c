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
  // Guesses at a signed-in user's password (changing it, the e-mail, deleting the account), per user.
  passwordCheck: { name: "password-check", max: 10, windowMs: 15 * 60_000 },
  // Invitations a user mails to friends in a day (per user, not per address).
  referralInvite: { name: "referral-invite", max: 10, windowMs: 24 * 60 * 60_000 },
  // "Forgot password?" on the page, per address: a few tries, not a way to flood an inbox.
  passwordReset: { name: "password-reset", max: 5, windowMs: 15 * 60_000 },
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
