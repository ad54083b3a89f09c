import { z } from "zod";
import { balancePaymentSchema } from "../../core/balance.ts";
import { idempotencyKeySchema } from "../../core/schemas.ts";
import { payBalance, sbpBalance } from "../../server/modules/booking/balance.ts";
import type { UseCaseContext } from "../../server/modules/context.ts";
import { parseInput } from "../lib/action.server.ts";

// The booking page's "Pay the balance" form (app/features/dashboard/balance-panel.tsx): its two
// intents, through the same use cases as `POST /api/booking/:id/balance`.

const keyed = z.object({ idempotencyKey: idempotencyKeySchema });
const sbpStep = keyed.extend({ pointsCents: balancePaymentSchema.shape.pointsCents });

/**
 * "balance" pays (card token, SBP confirmation, points) under the form's own key, so a repeated
 * post charges once; "balanceSbp" is the sandbox bank's step: the confirmation for the amount due.
 */
export async function balanceIntent(
  ctx: UseCaseContext,
  intent: "balance" | "balanceSbp",
  bookingId: string,
  input: Record<string, unknown>,
) {
  if (intent === "balanceSbp") {
    const { idempotencyKey, pointsCents } = parseInput(sbpStep, input);
    return { sbp: await sbpBalance(ctx, { bookingId, checkoutKey: idempotencyKey, pointsCents }) };
  }
  const { idempotencyKey, ...payment } = input;
  const key = parseInput(keyed, { idempotencyKey }).idempotencyKey;
  await payBalance(ctx, { ...parseInput(balancePaymentSchema, payment), bookingId, idempotencyKey: key });
  return {};
}
