import { eq } from "drizzle-orm";
import type { Currency } from "../../../core/money.ts";
import type { PaymentMethod } from "../../../core/schemas.ts";
import type { Db } from "../../db/client.ts";
import { checkoutAttempts } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import type { PaymentIntent, PaymentProvider } from "../payment/provider.ts";

// The provider's part of a payment recorded as a checkout attempt (an order at checkout, a
// booking's balance later): called outside every transaction, keyed by the attempt's id.

/** One charge of an attempt: how much, in what, by which method, with which payment details. */
export interface ChargeRequest {
  attemptId: string;
  amountMinor: number;
  currency: Currency;
  method: PaymentMethod;
  userId: string;
  now: Date;
  paymentToken?: string;
  sbpToken?: string;
  cryptoPaymentId?: string;
  /** The request's Idempotency-Key: an SBP or crypto confirmation is issued for it. */
  checkoutKey?: string;
}

/**
 * The provider's intent (the attempt's id is its idempotency key) and its confirmation. A definite
 * refusal (a decline, bad details) ends the attempt through `refused` and is thrown as it is;
 * anything else leaves the attempt for reconciliation (502 `paymentUnknown`), because the money
 * may have been taken.
 */
export async function chargeWithProvider(
  db: Db,
  provider: PaymentProvider,
  request: ChargeRequest,
  refused: () => Promise<unknown>,
): Promise<PaymentIntent> {
  try {
    const intent = await provider.createIntent({
      amountMinor: request.amountMinor,
      currency: request.currency,
      method: request.method,
      userId: request.userId,
      idempotencyKey: request.attemptId,
    });
    await db
      .update(checkoutAttempts)
      .set({ providerIntent: intent.id, updatedAt: request.now })
      .where(eq(checkoutAttempts.id, request.attemptId));
    return await provider.confirm(intent.id, {
      paymentToken: request.paymentToken,
      sbpToken: request.sbpToken,
      checkoutKey: request.checkoutKey,
      cryptoPaymentId: request.cryptoPaymentId,
      userId: request.userId,
      now: request.now,
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      log.error("payment not confirmed; reconciliation will settle it", {
        attempt: request.attemptId,
        error,
      });
      throw new AppError(502, "paymentUnknown");
    }
    await refused();
    throw error;
  }
}

/**
 * After a failed commit: the charge goes back at once, and `ended` closes the attempt; if the
 * provider fails too, the attempt stays for reconciliation, which returns the money.
 */
export async function voidCharge(
  provider: PaymentProvider,
  attemptId: string,
  charge: PaymentIntent,
  ended: () => Promise<unknown>,
) {
  try {
    await provider.refund({
      chargeReference: charge.id,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      idempotencyKey: `${attemptId}:void`,
    });
    await ended();
  } catch (error) {
    log.error("refund after a failed commit failed; reconciliation will retry", {
      attempt: attemptId,
      error,
    });
  }
}
