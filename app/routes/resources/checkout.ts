import { z } from "zod";
import {
  bookingCreateSchema,
  cryptoPaymentCreateSchema,
  idempotencyKeySchema,
} from "../../../core/schemas.ts";
import { openCryptoPayment } from "../../../server/modules/checkout/crypto.ts";
import { holdCheckout, placeOrder, releaseCheckout } from "../../../server/modules/checkout/use-cases.ts";
import { act, parseInput, readInput } from "../../lib/action.server.ts";
import { settle } from "../../lib/client-action.ts";
import { actionContext } from "../../lib/guards.server.ts";
import { requestLanguage } from "../../lib/i18n.server.ts";
import type { Route } from "./+types/checkout";
import { checkoutIntents } from "./intents.ts";

const intentSchema = z.object({ intent: z.enum(checkoutIntents) });
const keySchema = z.object({ idempotencyKey: idempotencyKeySchema });

/**
 * Checkout's steps, by intent: opening holds the cart's seats, closing releases them, "crypto" asks
 * the provider for a crypto payment, paying places the order (the SBP bank page and the crypto
 * payment page pay here too). The order carries the attempt's key as a field, so
 * a double click or a retry books and charges once, as the API's Idempotency-Key does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return act(async () => {
    const ctx = await actionContext(request, context);
    const input = await readInput(request);
    const { intent } = parseInput(intentSchema, input);
    if (intent === "hold") return { held: await holdCheckout(ctx, { lang: requestLanguage(request) }) };
    if (intent === "release") return releaseCheckout(ctx);
    if (intent === "crypto") {
      return { crypto: await openCryptoPayment(ctx, parseInput(cryptoPaymentCreateSchema, input)) };
    }
    const { idempotencyKey } = parseInput(keySchema, input);
    const order = parseInput(bookingCreateSchema, input);
    return { order: await placeOrder(ctx, { order, idempotencyKey }) };
  });
}

/** A server fault or a lost connection becomes a failure the UI words, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
