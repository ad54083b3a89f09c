import { createHash } from "node:crypto";
import { eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { requestLimits } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";

// Failed sign-ins per account, on top of the per-address limits (issue 14, decision 014): many
// addresses guessing at one account get a few tries, then a wait that doubles. Counted for any
// e-mail, with an account or not, and answered alike, so the lock tells nobody which addresses have
// accounts. A successful sign-in or a password reset clears it; resetting by e-mail is never locked.
//
// Two rows of the shared `request_limits` table per e-mail (keyed by its hash, so no address is
// stored): `sign-in-account:` counts attempts in a window (window_start = the first, count = how
// many), `sign-in-lock:` holds the lock (window_start = the time it ends, count = how many locks in
// a row, which sets the next one's length).

export const signInLockout = {
  /** Attempts that fail within `windowMs` before the account locks. */
  failures: 5,
  windowMs: 15 * 60_000,
  /** The first lock; each next one doubles, up to `maxLockMs`. */
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  /** Locks further apart than this start again from the first length. */
  memoryMs: 24 * 60 * 60_000,
};

const keys = (email: string) => {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return { attempts: `sign-in-account:${digest}`, lock: `sign-in-lock:${digest}` };
};

/** 429 signInLocked, with how long to wait. */
export function signInLocked(waitMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, "signInLocked", {
    params: { minutes: Math.ceil(retryAfter / 60) },
    details: { retryAfter },
  });
}

/**
 * Before a password is checked: refuses while the e-mail is locked, else counts this attempt (it
 * counts as failed until `signInSucceeded` clears it, so attempts racing each other cannot slip
 * past the count). The attempt after `failures` within the window locks the e-mail and is refused.
 */
export async function beginSignInAttempt(db: Executor, email: string, now: number): Promise<void> {
  const key = keys(email);
  const [lock] = await db
    .select({ until: requestLimits.windowStart, level: requestLimits.count })
    .from(requestLimits)
    .where(eq(requestLimits.key, key.lock));
  if (lock && lock.until > now) throw signInLocked(lock.until - now);

  const { windowMs } = signInLockout;
  const fresh = sql`${requestLimits.windowStart} > ${now - windowMs}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key: key.attempts, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${fresh} then ${requestLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${fresh} then ${requestLimits.windowStart} else ${now} end`,
      },
    })
    .returning({ count: requestLimits.count });
  if ((row?.count ?? 0) <= signInLockout.failures) return;

  // Locks in a row (within memoryMs of the last one's end) wait twice as long each time.
  const level = lock && lock.until > now - signInLockout.memoryMs ? lock.level + 1 : 1;
  const lockMs = Math.min(signInLockout.firstLockMs * 2 ** Math.min(level - 1, 30), signInLockout.maxLockMs);
  await db
    .insert(requestLimits)
    .values({ key: key.lock, windowStart: now + lockMs, count: level })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: { windowStart: now + lockMs, count: level },
      // An attempt that raced this one may have locked already: its lock stands.
      setWhere: lte(requestLimits.windowStart, now),
    });
  // After the lock, the count starts again: the owner gets in, a guesser gets a few more tries.
  await db
    .update(requestLimits)
    .set({ count: 0, windowStart: now })
    .where(eq(requestLimits.key, key.attempts));
  throw signInLocked(lockMs);
}

/** The right password: the attempts and any lock of the e-mail are forgotten. */
export async function clearSignInFailures(db: Executor, email: string): Promise<void> {
  const key = keys(email);
  await db.delete(requestLimits).where(inArray(requestLimits.key, [key.attempts, key.lock]));
}
