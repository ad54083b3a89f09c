import { and, asc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isCurrency } from "../../../core/money.ts";
import type { Db } from "../../db/client.ts";
import { checkoutAttempts, payments } from "../../db/schema.ts";
import { log } from "../../log.ts";
import type { PaymentProvider } from "./provider.ts";

const charges = alias(payments, "charges");

/**
 * Hands the provider the refunds decided since the last pass (a cancellation decides a refund in
 * its transaction; the provider is called after it, never inside). The refund row's id is the
 * idempotency key, so two processes settling the same row, or a pass repeated after a crash,
 * refund once. A refund the provider refuses stays unsettled and is tried again next pass.
 */
export async function settleRefunds(db: Db, provider: PaymentProvider, now: Date, limit = 20) {
  const due = await db
    .select({
      id: payments.id,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      chargeReference: charges.providerReference,
    })
    .from(payments)
    .innerJoin(charges, eq(charges.id, payments.refundOf))
    .where(and(eq(payments.status, "refunded"), isNull(payments.settledAt), isNotNull(payments.refundOf)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  let settled = 0;
  for (const row of due) {
    const { reference } = await provider.refund({
      chargeReference: row.chargeReference,
      amountMinor: row.amountMinor,
      currency: isCurrency(row.currency) ? row.currency : "USD",
      idempotencyKey: row.id,
    });
    const done = await db
      .update(payments)
      .set({ settledAt: now, providerReference: reference })
      .where(and(eq(payments.id, row.id), isNull(payments.settledAt)))
      .returning({ id: payments.id });
    settled += done.length;
  }
  return settled;
}

/** A checkout still "processing" after this long was abandoned by its process (a crash, a restart). */
export const ABANDONED_CHECKOUT_MS = 5 * 60_000;

/**
 * Settles checkouts whose process died between the charge and the order's commit: no order was
 * written (committing marks the attempt), so whatever the provider took goes back. Each attempt is
 * first claimed ("reconciling", only from "processing"), so a late commit and this pass cannot both
 * win, and two processes do not settle one attempt twice. The provider is asked by the attempt's
 * idempotency key, which finds its intent even when our process died before noting the intent's id.
 */
export async function reconcileCheckouts(db: Db, provider: PaymentProvider, now: Date, limit = 20) {
  const stale = await db
    .select()
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.status, "processing"),
        lt(checkoutAttempts.updatedAt, new Date(now.getTime() - ABANDONED_CHECKOUT_MS)),
      ),
    )
    .orderBy(asc(checkoutAttempts.createdAt))
    .limit(limit);
  let settled = 0;
  for (const attempt of stale) {
    const [claimed] = await db
      .update(checkoutAttempts)
      .set({ status: "reconciling", updatedAt: now })
      .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")))
      .returning({ id: checkoutAttempts.id });
    if (!claimed) continue;
    try {
      let outcome: "failed" | "refunded" = "failed";
      if (attempt.method && attempt.amountMinor > 0) {
        const currency = isCurrency(attempt.currency) ? attempt.currency : "USD";
        const intent = attempt.providerIntent
          ? await provider.status(attempt.providerIntent)
          : await provider.createIntent({
              amountMinor: attempt.amountMinor,
              currency,
              method: attempt.method as "card" | "sbp" | "crypto",
              userId: attempt.userId,
              idempotencyKey: attempt.id,
            });
        if (intent?.status === "succeeded") {
          await provider.refund({
            chargeReference: intent.id,
            amountMinor: intent.amountMinor,
            currency: intent.currency,
            idempotencyKey: `${attempt.id}:void`,
          });
          outcome = "refunded";
        } else if (intent?.status === "refunded") {
          outcome = "refunded";
        }
      }
      await db
        .update(checkoutAttempts)
        .set({ status: outcome, updatedAt: now })
        .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "reconciling")));
      if (outcome === "refunded") log.info("abandoned checkout refunded", { attempt: attempt.id });
      settled += 1;
    } catch (error) {
      // The provider could not answer: the attempt goes back to wait for the next pass.
      await db
        .update(checkoutAttempts)
        .set({ status: "processing" })
        .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "reconciling")));
      log.error("checkout reconciliation failed; will retry", { attempt: attempt.id, error });
    }
  }
  return settled;
}
