import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CreatedOrder } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema.ts";
import { AppError, conflict } from "../../errors.ts";

// An order's or a balance payment's Idempotency-Key (the API's header, the form's field): claimed
// before the work, answered with the work's result once it is stored, freed when the work fails.

/** How long a retry waits for the first request with its key to finish. */
const KEY_WAIT_MS = 20_000;

const hashOf = (input: unknown) => createHash("sha256").update(JSON.stringify(input)).digest("hex");

const keyOf = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the key for this request, or returns the order already stored under it. A request with
 * the key still being worked on is waited for (its answer, or its failure, which frees the key);
 * a key reused for another request is a 422.
 */
export async function claimKey<Answer = CreatedOrder>(
  db: Executor,
  userId: string,
  key: string,
  input: unknown,
): Promise<Answer | null> {
  const requestHash = hashOf(input);
  const deadline = Date.now() + KEY_WAIT_MS;
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, status: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return null;
    const [previous] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
    if (previous && previous.requestHash !== requestHash) {
      throw new AppError(422, "idempotencyKeyReused", { field: "Idempotency-Key" });
    }
    // The stored answer is the order this key created (its status is 201 once written).
    if (previous && previous.status !== 0) return previous.body as Answer;
    if (Date.now() > deadline) throw conflict("requestInProgress");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The order the key's request created: a retry gets it. In the order's own transaction. */
export async function storeKeyAnswer(
  tx: Executor,
  userId: string,
  key: string,
  created: CreatedOrder | Record<string, unknown>,
) {
  await tx.update(idempotencyKeys).set({ status: 201, body: created }).where(keyOf(userId, key));
}

/** A failed attempt stores nothing under its key, so that it can be retried. */
export async function freeKey(db: Executor, userId: string, key: string) {
  await db.delete(idempotencyKeys).where(and(keyOf(userId, key), eq(idempotencyKeys.status, 0)));
}
