import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { BalancePaymentInput } from "../../../core/balance.ts";
import { chargeMinor, isCurrency } from "../../../core/money.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Db, Tx } from "../../db/client.ts";
import { bookings, checkoutAttempts, orders, payments } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { notify } from "../notifications/outbox.ts";
import type { PaymentIntent } from "../payment/provider.ts";
import { balanceOf, debitPoints, pointsForOrder } from "../points/points.ts";
import { sbpConfirmation } from "../payment/provider.ts";
import { getBookingWithOrder } from "./booking.ts";
import { claimKey, freeKey, storeKeyAnswer } from "./idempotency.ts";
import { chargeWithProvider, voidCharge } from "./provider-charge.ts";

/** What a balance payment carries from its first step to its commit. */
interface BalanceAttempt {
  id: string;
  orderId: string;
  orderReference: string;
  currency: "USD" | "EUR" | "RUB";
  /** The balance (USD cents), of which `pointsCents` by points and the rest by the method. */
  dueCents: number;
  pointsCents: number;
  moneyCents: number;
  chargedMinor: number;
}

/**
 * The guest pays a booking's balance, as checkout pays an order (create-order.ts): the attempt
 * recorded with the points decided under their lock, the provider called outside any
 * transaction with the attempt's id as its idempotency key, then the payment committed in one
 * transaction. A decline changes nothing; a commit that fails after the charge gives it back; a
 * process that dies in between leaves the attempt to the reconciliation pass, which returns the
 * money. Only the booking's own traveller (anyone else: 404), only a booking still to take place
 * with a balance not yet paid (409 `noBalanceDue`), and before its due time (409 `balanceOverdue`).
 * The balance is charged in the order's currency at the order's own rate snapshot, so it is the
 * price agreed at checkout. The same Idempotency-Key answers the booking again and charges once.
 */
export async function payBalance(
  ctx: UseCaseContext,
  input: BalancePaymentInput & { bookingId: string; idempotencyKey?: string; lang?: Language },
) {
  const { db, payments: provider } = ctx.services;
  const userId = ctx.actor.id;
  const { bookingId, idempotencyKey, lang, ...payment } = input;
  await enforceLimit(db, limits.booking, ctx.clientIp, ctx.now.getTime());
  const answer = () => getBookingWithOrder(ctx, { bookingId, lang });
  if (idempotencyKey) {
    const previous = await claimKey(db, userId, idempotencyKey, { balance: bookingId, ...payment });
    if (previous) return answer();
  }
  try {
    const attempt = await prepare(db, ctx, bookingId, payment);
    const charge = await pay(db, ctx, attempt, payment, idempotencyKey);
    try {
      await db.transaction(async (tx) => {
        await commit(tx, ctx, bookingId, attempt, payment, charge);
        if (idempotencyKey) await storeKeyAnswer(tx, userId, idempotencyKey, { bookingId });
      });
    } catch (error) {
      if (charge)
        await voidCharge(provider, attempt.id, charge, () => endAttempt(db, attempt, "refunded", ctx));
      else await endAttempt(db, attempt, "failed", ctx);
      throw error;
    }
  } catch (error) {
    if (idempotencyKey) await freeKey(db, userId, idempotencyKey);
    throw error;
  }
  return answer();
}

/** The booking, locked: the guest's own, living, with its balance unpaid and not yet due. */
async function payable(tx: Tx, userId: string, bookingId: string, now: Date) {
  const [row] = await tx
    .select({ booking: bookings, order: orders })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for("update", { of: bookings });
  if (!row) throw notFound("bookingNotFound");
  const { booking } = row;
  const living = booking.status === "pending" || booking.status === "confirmed";
  if (!living || booking.balanceCents <= 0 || booking.balancePaidAt || !booking.balanceDueAt) {
    throw conflict("noBalanceDue");
  }
  if (booking.balanceDueAt.getTime() <= now.getTime()) throw conflict("balanceOverdue");
  return row;
}

/** Step 1: the balance, the points and the charge decided, and the attempt recorded. */
async function prepare(
  db: Db,
  ctx: UseCaseContext,
  bookingId: string,
  payment: BalancePaymentInput,
): Promise<BalanceAttempt> {
  const userId = ctx.actor.id;
  return db.transaction(async (tx) => {
    const { booking, order } = await payable(tx, userId, bookingId, ctx.now);
    const currency = isCurrency(order.currency) ? order.currency : "USD";
    if (payment.currency && payment.currency !== currency) {
      throw badRequest("invalidChoice", { field: "currency" });
    }
    const dueCents = booking.balanceCents;
    const pointsCents = await pointsForOrder(tx, userId, payment.pointsCents ?? 0, dueCents);
    const moneyCents = dueCents - pointsCents;
    if (moneyCents > 0 && !payment.paymentMethod) {
      throw badRequest("paymentMethodRequired", { field: "paymentMethod" });
    }
    // The order's own rate: the balance costs in its currency what was agreed at checkout.
    const chargedMinor = moneyCents > 0 ? chargeMinor(moneyCents, order.exchangeRate) : 0;
    const id = randomUUID();
    await tx.insert(checkoutAttempts).values({
      id,
      userId,
      status: "processing",
      pointsCents,
      amountMinor: chargedMinor,
      currency,
      method: moneyCents > 0 ? (payment.paymentMethod ?? null) : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return {
      id,
      orderId: order.id,
      orderReference: order.reference,
      currency,
      dueCents,
      pointsCents,
      moneyCents,
      chargedMinor,
    };
  });
}

/** Step 2, outside any transaction: the money part, if any. */
async function pay(
  db: Db,
  ctx: UseCaseContext,
  attempt: BalanceAttempt,
  payment: BalancePaymentInput,
  idempotencyKey: string | undefined,
): Promise<PaymentIntent | null> {
  if (attempt.chargedMinor <= 0 || !payment.paymentMethod) return null;
  return chargeWithProvider(
    db,
    ctx.services.payments,
    {
      attemptId: attempt.id,
      amountMinor: attempt.chargedMinor,
      currency: attempt.currency,
      method: payment.paymentMethod,
      userId: ctx.actor.id,
      now: ctx.now,
      paymentToken: payment.paymentToken,
      sbpToken: payment.sbpToken,
      checkoutKey: idempotencyKey,
    },
    () => endAttempt(db, attempt, "failed", ctx),
  );
}

/**
 * Step 3, in one transaction: the booking checked again (another payment, or the due-date job,
 * may have come first: the charge is then given back), the points debited, the payment recorded,
 * the booking's balance marked paid, the order's paid and charged figures raised; the guest's
 * receipt and the operator's notice written with it.
 */
async function commit(
  tx: Tx,
  ctx: UseCaseContext,
  bookingId: string,
  attempt: BalanceAttempt,
  payment: BalancePaymentInput,
  charge: PaymentIntent | null,
) {
  const { now } = ctx;
  const userId = ctx.actor.id;
  const [mine] = await tx
    .update(checkoutAttempts)
    .set({ status: "committed", updatedAt: now })
    .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")))
    .returning({ id: checkoutAttempts.id });
  if (!mine) throw conflict("checkoutExpired");
  const { booking, order } = await payable(tx, userId, bookingId, now);
  if (booking.balanceCents !== attempt.dueCents) throw conflict("noBalanceDue");
  if (attempt.pointsCents > 0) {
    await pointsForOrder(tx, userId, attempt.pointsCents, attempt.dueCents, { attemptId: attempt.id });
    await debitPoints(tx, userId, attempt.pointsCents, order.reference, now);
  }
  if (charge && payment.paymentMethod) {
    const paymentId = randomUUID();
    await tx.insert(payments).values({
      id: paymentId,
      orderId: order.id,
      userId,
      purpose: "balance",
      bookingId,
      provider: ctx.services.payments.name,
      method: payment.paymentMethod,
      status: "succeeded",
      amountCents: attempt.moneyCents,
      currency: attempt.currency,
      amountMinor: attempt.chargedMinor,
      providerReference: charge.id,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      createdAt: now,
    });
    await notify(tx, { kind: "paymentReceived", paymentId }, now);
  }
  await tx.update(bookings).set({ balancePaidAt: now, updatedAt: now }).where(eq(bookings.id, bookingId));
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
  await tx
    .update(orders)
    .set({
      paidCents: locked!.paidCents + attempt.dueCents,
      chargedMinor: locked!.chargedMinor + attempt.chargedMinor,
      pointsUsedCents: locked!.pointsUsedCents + attempt.pointsCents,
    })
    .where(eq(orders.id, order.id));
  await notify(tx, { kind: "balancePaidNotice", bookingId }, now);
}

/** A failed payment ends its attempt (its points are no longer in flight). */
async function endAttempt(
  db: Db,
  attempt: BalanceAttempt,
  status: "failed" | "refunded",
  ctx: UseCaseContext,
) {
  await db
    .update(checkoutAttempts)
    .set({ status, updatedAt: ctx.now })
    .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")));
}

/**
 * The sandbox bank's SBP confirmation for a balance (the booking page's SBP step, as the bank's
 * page is checkout's): the amount in kopecks is the server's own, the balance less the points
 * applied at the order's rate, signed for this user, this payment's key and this amount only.
 * Only an order charged in roubles pays by SBP (400 `sbpRubOnly`).
 */
export async function sbpBalance(
  ctx: UseCaseContext,
  input: { bookingId: string; checkoutKey: string; pointsCents?: number },
): Promise<{ amountMinor: number; token: string }> {
  const { db, env } = ctx.services;
  const userId = ctx.actor.id;
  const { booking, order } = await db.transaction((tx) => payable(tx, userId, input.bookingId, ctx.now));
  if (order.currency !== "RUB") throw badRequest("sbpRubOnly", { field: "paymentMethod" });
  const points = Math.min(
    input.pointsCents ?? 0,
    booking.balanceCents,
    Math.max(0, await balanceOf(db, userId)),
  );
  const amountMinor = chargeMinor(booking.balanceCents - points, order.exchangeRate);
  if (amountMinor <= 0) throw badRequest("nothingToPay");
  const token = sbpConfirmation(
    env.authSecret,
    { userId, checkoutKey: input.checkoutKey, amountMinor },
    ctx.now,
  );
  return { amountMinor, token };
}
