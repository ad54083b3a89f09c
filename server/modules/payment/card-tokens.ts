import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { createSandboxToken } from "./provider.ts";

/**
 * Test mode: the traveller's card exchanged for the sandbox provider's token (provider.ts). Every
 * exchange counts per client address (`limits.cardToken`), so the endpoint cannot be used to try
 * card numbers at will.
 */
export async function sandboxCardToken(
  ctx: UseCaseContext,
  card: { number: string; expiry: string; cvv: string },
): Promise<{ token: string; brand: string; last4: string }> {
  const { db } = ctx.services;
  await enforceLimit(db, limits.cardToken, ctx.clientIp, ctx.now.getTime());
  return createSandboxToken(db, card, ctx.actor.id, ctx.now);
}
