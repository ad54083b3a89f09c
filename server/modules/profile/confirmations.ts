import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { accountConfirmations } from "../../db/schema.ts";

// A step the account's owner confirms from their mailbox (decision 028): a new address by a link,
// the account's deletion by a code. The row keeps a keyed hash of the secret, never the secret.

export type ConfirmationPurpose = "email" | "deletion";

/** Wrong codes a deletion request takes before it is void (a new code must be asked for). */
export const MAX_CODE_ATTEMPTS = 5;

function keyedHash(authSecret: string, userId: string, purpose: ConfirmationPurpose, value: string) {
  return createHmac("sha256", authSecret).update(`${purpose}:${userId}:${value}`).digest("base64url");
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Opens the user's request for `purpose`, replacing an open one (its link or code stops working). */
export async function openConfirmation(
  db: Executor,
  authSecret: string,
  request: {
    userId: string;
    purpose: ConfirmationPurpose;
    secret: string;
    newEmail?: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const values = {
    newEmail: request.newEmail ?? null,
    secretHash: keyedHash(authSecret, request.userId, request.purpose, request.secret),
    attempts: 0,
    expiresAt: request.expiresAt,
    createdAt: request.now,
  };
  await db
    .insert(accountConfirmations)
    .values({ userId: request.userId, purpose: request.purpose, ...values })
    .onConflictDoUpdate({
      target: [accountConfirmations.userId, accountConfirmations.purpose],
      set: values,
    });
}

/** The user's open, unexpired request for `purpose`, if any. */
export async function openRequest(db: Executor, userId: string, purpose: ConfirmationPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(accountConfirmations)
    .where(and(eq(accountConfirmations.userId, userId), eq(accountConfirmations.purpose, purpose)));
  if (!row || row.expiresAt <= now || row.attempts >= MAX_CODE_ATTEMPTS) return null;
  return row;
}

/** Whether `secret` is the one mailed for the user's open request `row` (nothing is used up). */
export function confirms(
  authSecret: string,
  row: { userId: string; purpose: ConfirmationPurpose; secretHash: string },
  secret: string,
) {
  return sameHash(row.secretHash, keyedHash(authSecret, row.userId, row.purpose, secret));
}

/**
 * Uses the user's request once: answers its row when `secret` is the one mailed and it has not
 * expired, and removes it (whoever removes it first wins a race). A wrong secret counts against
 * the request; null for anything that does not confirm.
 */
export async function takeConfirmation(
  db: Executor,
  authSecret: string,
  request: { userId: string; purpose: ConfirmationPurpose; secret: string; now: Date },
) {
  const { userId, purpose, now } = request;
  const row = await openRequest(db, userId, purpose, now);
  if (!row) return null;
  const where = and(eq(accountConfirmations.userId, userId), eq(accountConfirmations.purpose, purpose));
  if (!confirms(authSecret, row, request.secret)) {
    await db
      .update(accountConfirmations)
      .set({ attempts: sql`${accountConfirmations.attempts} + 1` })
      .where(where);
    return null;
  }
  const [taken] = await db
    .delete(accountConfirmations)
    .where(and(where, eq(accountConfirmations.secretHash, row.secretHash)))
    .returning();
  return taken ?? null;
}
