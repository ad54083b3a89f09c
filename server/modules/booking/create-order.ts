import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { chargeMinor } from "../../../core/money.ts";
import type { CreatedOrder } from "../../../core/views.ts";
import type { Db, Tx } from "../../db/client.ts";
import { checkoutAttempts, holds, slotInventory } from "../../db/schema.ts";
import { badRequest, conflict } from "../../errors.ts";
import { orderRates } from "../checkout/checkout.ts";
import type { PaymentIntent } from "../payment/provider.ts";
import { claimKey, freeKey, storeKeyAnswer } from "./idempotency.ts";
import { chargeWithProvider, voidCharge } from "./provider-charge.ts";
import { pointsForOrder } from "../points/points.ts";
import type { Attempt, Charged, CreateOptions, HoldRow } from "./order-attempt.ts";
import { price, reserveSeats } from "./order-seats.ts";
import { record } from "./order-record.ts";

/**
 * Checkout, with the provider outside every transaction: (1) the seats are held and the attempt
 * recorded (prices from the database, the referral discount and the points decided under their
 * locks); (2) the payment is created and confirmed with the attempt's id as the provider's
 * idempotency key; (3) the order, its bookings, payment and points debit are committed in one
 * transaction. A decline books nothing; a commit that fails after a charge refunds it; a process
 * that dies between (2) and (3) leaves the attempt "processing" for the job runner's
 * reconciliation, which returns the money. A retry with the same Idempotency-Key returns the
 * first answer.
 */
export async function createOrder(db: Db, options: CreateOptions): Promise<CreatedOrder> {
  const { userId, idempotencyKey } = options;
  if (idempotencyKey) {
    const previous = await claimKey(db, userId, idempotencyKey, options.input);
    if (previous) return previous;
  }
  try {
    const attempt = await prepare(db, options);
    const charge = await pay(db, options, attempt);
    try {
      return await db.transaction(async (tx) => {
        const created = await commit(tx, options, attempt, charge);
        if (idempotencyKey) await storeKeyAnswer(tx, userId, idempotencyKey, created);
        return created;
      });
    } catch (error) {
      await giveBack(db, options, attempt, charge);
      throw error;
    }
  } catch (error) {
    if (idempotencyKey) await freeKey(db, userId, idempotencyKey);
    throw error;
  }
}

/** Step 1: hold the seats, decide the price, the points and the charge, and record the attempt. */
async function prepare(db: Db, options: CreateOptions): Promise<Attempt> {
  const { userId, input, now } = options;
  return db.transaction(async (tx) => {
    const replaced: HoldRow[] = [];
    const lines = await reserveSeats(tx, options, "hold", replaced);
    const totals = await price(tx, userId, lines, now);
    // The hold's quote and the charge use one rate snapshot.
    const rates = await orderRates(tx, userId, now, options.rates);
    const exchangeRate = rates[input.currency];
    // Points first (up to what is due now and the balance), the rest to the payment method.
    const pointsUsedCents = await pointsForOrder(tx, userId, input.pointsCents ?? 0, totals.paidCents);
    const dueCents = totals.paidCents - pointsUsedCents;
    if (dueCents > 0 && !input.paymentMethod) {
      throw badRequest("paymentMethodRequired", { field: "paymentMethod" });
    }
    const charged: Charged = {
      currency: input.currency,
      exchangeRate,
      chargedMinor: chargeMinor(dueCents, exchangeRate),
      pointsUsedCents,
    };
    const id = randomUUID();
    await tx.insert(checkoutAttempts).values({
      id,
      userId,
      status: "processing",
      discountCents: totals.discountCents,
      pointsCents: pointsUsedCents,
      amountMinor: charged.chargedMinor,
      currency: charged.currency,
      method: dueCents > 0 ? (input.paymentMethod ?? null) : null,
      createdAt: now,
      updatedAt: now,
    });
    return { id, replaced, lines, totals, charged, dueCents };
  });
}

/**
 * Step 2, outside any transaction: the provider's intent (keyed by the attempt) and its
 * confirmation. A definite refusal (a decline, bad details) ends the attempt; anything else leaves
 * it for reconciliation, because the money may have been taken.
 */
async function pay(db: Db, options: CreateOptions, attempt: Attempt): Promise<PaymentIntent | null> {
  const { input, userId, now, provider } = options;
  if (attempt.dueCents <= 0 || !input.paymentMethod) return null;
  return chargeWithProvider(
    db,
    provider,
    {
      attemptId: attempt.id,
      amountMinor: attempt.charged.chargedMinor,
      currency: attempt.charged.currency,
      method: input.paymentMethod,
      userId,
      now,
      paymentToken: input.paymentToken,
      sbpToken: input.sbpToken,
      cryptoPaymentId: input.cryptoPaymentId,
      checkoutKey: options.idempotencyKey,
    },
    () => endAttempt(db, attempt, "failed", options),
  );
}

/** Step 3: the order, in one transaction; the attempt must still be this request's to commit. */
async function commit(
  tx: Tx,
  options: CreateOptions,
  attempt: Attempt,
  charge: PaymentIntent | null,
): Promise<CreatedOrder> {
  const { userId, now } = options;
  const [mine] = await tx
    .update(checkoutAttempts)
    .set({ status: "committed", updatedAt: now })
    .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")))
    .returning({ id: checkoutAttempts.id });
  if (!mine) throw conflict("checkoutExpired");
  const taken = await reserveSeats(tx, options, "take");
  // The prices the attempt was charged at, line for line (both lists are in the same lock order).
  const lines = taken.map((line, index) => {
    const charged = attempt.lines[index]!;
    return {
      ...line,
      priceCents: charged.priceCents,
      quote: charged.quote,
      split: charged.split,
      totalCents: charged.totalCents,
    };
  });
  if (attempt.charged.pointsUsedCents > 0) {
    await pointsForOrder(tx, userId, attempt.charged.pointsUsedCents, attempt.totals.paidCents, {
      attemptId: attempt.id,
    });
  }
  return record(tx, options, lines, attempt.totals, attempt.charged, charge);
}

/** After a failed commit: the charge goes back at once (or, if the provider fails too, by reconciliation). */
async function giveBack(db: Db, options: CreateOptions, attempt: Attempt, charge: PaymentIntent | null) {
  if (!charge) return endAttempt(db, attempt, "failed", options);
  await voidCharge(options.provider, attempt.id, charge, () => endAttempt(db, attempt, "refunded", options));
}

/**
 * A failed attempt ends, and its seats go back to how they were: the checkout dialog's hold (if
 * there was one) holds them again for a retry; otherwise they are free.
 */
async function endAttempt(
  db: Db,
  attempt: Attempt,
  status: "failed" | "refunded",
  { userId, now }: CreateOptions,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(checkoutAttempts)
      .set({ status, updatedAt: now })
      .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")));
    const slots = [...new Set(attempt.lines.map((line) => line.slotId))];
    if (slots.length) {
      // The slots first, in checkout's lock order (reserveSeats): a checkout racing this one locks
      // them before it touches the holds, so neither waits on the other in a cycle.
      await tx
        .select({ id: slotInventory.id })
        .from(slotInventory)
        .where(inArray(slotInventory.id, slots))
        .orderBy(slotInventory.serviceId, slotInventory.date, slotInventory.time)
        .for("update");
      await tx.delete(holds).where(and(eq(holds.userId, userId), inArray(holds.slotId, slots)));
    }
    if (attempt.replaced.length) await tx.insert(holds).values(attempt.replaced).onConflictDoNothing();
  });
}
