import type { Language } from "../../../core/preferences.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import type { CreatedOrder, Held } from "../../../core/views.ts";
import { forbidden } from "../../errors.ts";
import { createOrder } from "../booking/create-order.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { holdCart, releaseHolds } from "./checkout.ts";

// Checkout's three steps as the traveller takes them, whichever door they come through (the API's
// /checkout/hold and /bookings, the checkout dialog's action). The seats they change reach the
// visitors' copies through the write signal of changes.ts, as every other write's still do: a
// signal here too would empty them twice and send a second NOTIFY.

/** Opening checkout: the cart's seats held for 15 minutes at today's rates, titles in `lang`. */
export async function holdCheckout(ctx: UseCaseContext, input: { lang: Language }): Promise<Held> {
  const { db, catalog, rates } = ctx.services;
  return holdCart(db, ctx.actor.id, await catalog.byId(input.lang), ctx.now, (await rates.get()).rates);
}

/** Closing checkout: the seats go back. */
export async function releaseCheckout(ctx: UseCaseContext): Promise<{ released: true }> {
  await releaseHolds(ctx.services.db, ctx.actor.id);
  return { released: true };
}

/**
 * Paying: the order, counted against the booking limit per address. An order names no one or the
 * traveller themself (403 otherwise). The same `idempotencyKey` (a retry, a double click) returns
 * the order the first request created, and charges once.
 */
export async function placeOrder(
  ctx: UseCaseContext,
  input: { order: BookingCreateInput; idempotencyKey?: string },
): Promise<CreatedOrder> {
  const { db, catalog, rates, payments } = ctx.services;
  await enforceLimit(db, limits.booking, ctx.clientIp, ctx.now.getTime());
  if (input.order.userId !== undefined && input.order.userId !== ctx.actor.id) throw forbidden();
  return createOrder(db, {
    userId: ctx.actor.id,
    input: input.order,
    idempotencyKey: input.idempotencyKey,
    catalog: await catalog.byId(),
    provider: payments,
    rates: (await rates.get()).rates,
    now: ctx.now,
  });
}
