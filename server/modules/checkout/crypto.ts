import type { CryptoPaymentCreateInput } from "../../../core/schemas.ts";
import type { CryptoPaymentView } from "../../../core/views.ts";
import { badRequest } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { readCart } from "../cart/cart.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import type { CryptoPayment } from "../payment/sandbox-crypto.ts";
import { sandboxCryptoTransfer } from "../payment/sandbox-crypto.ts";
import { dueMinor, holdUntil } from "./checkout.ts";

// Paying by crypto, as SBP pays (decision 031): the provider makes the payment for the amount our
// server computes, the traveller's wallet sends it, and the order's charge spends it. The browser
// shows what the provider made and chooses none of it.

const shown = ({ userId: _owner, ...payment }: CryptoPayment, now: Date): CryptoPaymentView => ({
  ...payment,
  now: now.toISOString(),
});

/**
 * The provider's crypto payment for the traveller's checkout (its key): the amount is the server's
 * own quote of the cart less the points applied, in the order's currency at its rate snapshot;
 * the provider quotes it in the coin and gives the address. The checkout's seats and rate stay
 * held until the payment expires. 400 `cartEmpty` without a cart, `nothingToPay` when points cover
 * the whole order.
 */
export async function openCryptoPayment(
  ctx: UseCaseContext,
  input: CryptoPaymentCreateInput,
): Promise<CryptoPaymentView> {
  const { db, catalog, rates, payments, changes } = ctx.services;
  const userId = ctx.actor.id;
  await enforceLimit(db, limits.cryptoPayment, ctx.clientIp, ctx.now.getTime());
  const today = (await rates.get()).rates;
  const services = await catalog.byId();
  const cart = await readCart(db, userId, services, ctx.now);
  if (cart.items.length === 0) throw badRequest("cartEmpty", { field: "cart" });
  const amountMinor = await dueMinor(db, userId, services, ctx.now, today, input.pointsCents, input.currency);
  if (amountMinor <= 0) throw badRequest("nothingToPay", { field: "pointsCents" });
  const payment = await payments.createCryptoPayment({
    userId,
    checkoutKey: input.checkoutKey,
    amountMinor,
    currency: input.currency,
    coin: input.coin,
    now: ctx.now,
  });
  if (payment.status === "awaiting") {
    // The seats and the rate they were priced at are kept together, for as long as the payment waits.
    await db.transaction((tx) => holdUntil(tx, userId, ctx.now, new Date(payment.expiresAt)));
    changes.changed("seats");
  }
  return shown(payment, ctx.now);
}

/** One of the traveller's crypto payments, as the provider has it now; anyone else's is a 404. */
export async function getCryptoPayment(
  ctx: UseCaseContext,
  input: { id: string },
): Promise<CryptoPaymentView> {
  return shown(await ctx.services.payments.cryptoPayment(input.id, ctx.actor.id, ctx.now), ctx.now);
}

/**
 * Test mode: the sandbox's test wallet sends the quoted coins to the payment's address (a real
 * traveller's wallet does this on the coin's network). 409 `cryptoPaymentExpired` once it expired.
 */
export async function sendFromTestWallet(
  ctx: UseCaseContext,
  input: { id: string },
): Promise<CryptoPaymentView> {
  return shown(await sandboxCryptoTransfer(ctx.services.db, input.id, ctx.actor.id, ctx.now), ctx.now);
}
