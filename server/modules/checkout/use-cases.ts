import type { Language } from "../../../core/preferences.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import type { CreatedOrder, Held } from "../../../core/views.ts";
import { forbidden } from "../../errors.ts";
import { createOrder } from "../booking/create-order.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { sbpConfirmation } from "../payment/provider.ts";
import { holdCart, releaseHolds, sbpAmount } from "./checkout.ts";

// Checkout's steps as the traveller takes them, whichever door they come through (the API's
// /checkout/hold and /bookings, the checkout dialog's action, the SBP bank's page). Each step that
// takes or gives back seats tells the visitors' copies ("seats") once it has committed.

/** Opening checkout: the cart's seats held for 15 minutes at today's rates, titles in `lang`. */
export async function holdCheckout(ctx: UseCaseContext, input: { lang: Language }): Promise<Held> {
  const { db, catalog, rates, changes } = ctx.services;
  const held = await holdCart(
    db,
    ctx.actor.id,
    await catalog.byId(input.lang),
    ctx.now,
    (await rates.get()).rates,
  );
  changes.changed("seats");
  return held;
}

/** Closing checkout: the seats go back. */
export async function releaseCheckout(ctx: UseCaseContext): Promise<{ released: true }> {
  await releaseHolds(ctx.services.db, ctx.actor.id);
  ctx.services.changes.changed("seats");
  return { released: true };
}

/**
 * The sandbox bank's SBP page for one checkout (its key): the amount in kopecks is the server's
 * own quote of the traveller's cart less the points applied, never a figure from the page's
 * address, and the confirmation is signed for this user, this checkout and this amount only.
 * Null when there is nothing to pay.
 */
export async function sbpCheckout(
  ctx: UseCaseContext,
  input: { checkoutKey: string; pointsCents: number },
): Promise<{ amountMinor: number; token: string } | null> {
  const { db, catalog, rates, env } = ctx.services;
  const userId = ctx.actor.id;
  const today = (await rates.get()).rates;
  const amountMinor = await sbpAmount(db, userId, await catalog.byId(), ctx.now, today, input.pointsCents);
  if (amountMinor <= 0) return null;
  const token = sbpConfirmation(
    env.authSecret,
    { userId, checkoutKey: input.checkoutKey, amountMinor },
    ctx.now,
  );
  return { amountMinor, token };
}

/**
 * Paying: the order and its seats, counted against the booking limit per address. An order names
 * no one or the traveller themself (403 otherwise). The same `idempotencyKey` (a retry, a double
 * click) returns the order the first request created, and charges once.
 */
export async function placeOrder(
  ctx: UseCaseContext,
  input: { order: BookingCreateInput; idempotencyKey?: string },
): Promise<CreatedOrder> {
  const { db, catalog, rates, payments } = ctx.services;
  await enforceLimit(db, limits.booking, ctx.clientIp, ctx.now.getTime());
  if (input.order.userId !== undefined && input.order.userId !== ctx.actor.id) throw forbidden();
  const order = await createOrder(db, {
    userId: ctx.actor.id,
    input: input.order,
    idempotencyKey: input.idempotencyKey,
    catalog: await catalog.byId(),
    provider: payments,
    rates: (await rates.get()).rates,
    now: ctx.now,
  });
  ctx.services.changes.changed("seats");
  return order;
}
