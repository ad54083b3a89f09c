import { z } from "zod";
import { bookingCreateSchema, idempotencyKeySchema } from "../../../core/schemas.ts";
import type { CreatedOrder } from "../../../core/views.ts";
import { clientIpContext } from "../../../server/context.ts";
import { forbidden } from "../../../server/errors.ts";
import { createOrder } from "../../../server/modules/booking/create-order.ts";
import { holdCart, releaseHolds } from "../../../server/modules/checkout/checkout.ts";
import { enforceLimit, limits } from "../../../server/modules/limits/limits.ts";
import { act, parseInput, readInput } from "../../lib/action.server.ts";
import { settle } from "../../lib/client-action.ts";
import { actionUser } from "../../lib/guards.server.ts";
import { requestLanguage } from "../../lib/i18n.server.ts";
import { appServices } from "../../lib/session.server.ts";
import type { Route } from "./+types/checkout";

const intentSchema = z.object({ intent: z.enum(["hold", "release", "order"]) });
const keySchema = z.object({ idempotencyKey: idempotencyKeySchema });

/**
 * Checkout's steps, by intent: opening holds the cart's seats, closing releases them, paying places
 * the order (the SBP bank page pays here too). The order carries the attempt's key as a field, so
 * a double click or a retry books and charges once, as the API's Idempotency-Key does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return act(async () => {
    const user = await actionUser(request, context);
    const input = await readInput(request);
    const { intent } = parseInput(intentSchema, input);
    const services = appServices(context);
    const { db, catalog, rates, now } = services;
    if (intent === "hold") {
      const today = (await rates.get()).rates;
      return { held: await holdCart(db, user.id, await catalog.byId(requestLanguage(request)), now(), today) };
    }
    if (intent === "release") {
      await releaseHolds(db, user.id);
      return { released: true };
    }
    await enforceLimit(db, limits.booking, context.get(clientIpContext), now().getTime());
    const { idempotencyKey } = parseInput(keySchema, input);
    const order = parseInput(bookingCreateSchema, input);
    if (order.userId !== undefined && order.userId !== user.id) throw forbidden();
    const result = await createOrder(db, {
      userId: user.id,
      input: order,
      idempotencyKey,
      catalog: await catalog.byId(),
      provider: services.payments,
      rates: (await rates.get()).rates,
      now: now(),
    });
    return { order: result.body as CreatedOrder };
  });
}

/** A server fault or a lost connection becomes a failure the UI words, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
