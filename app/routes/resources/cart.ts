import { z } from "zod";
import { cartItemInputSchema, cartUpdateSchema } from "../../../core/schemas.ts";
import {
  addCartItem,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
} from "../../../server/modules/cart/cart.ts";
import { act, parseInput, readInput } from "../../lib/action.server.ts";
import { settle } from "../../lib/client-action.ts";
import { actionContext, sessionContext } from "../../lib/guards.server.ts";
import { requestLanguage } from "../../lib/i18n.server.ts";
import type { Route } from "./+types/cart";
import type { CartIntent } from "./intents.ts";

const itemId = z.string().min(1, "invalidId").max(100, "invalidId");

/**
 * One place for every change to the cart, by intent (the booking dialog adds, the cart sheet edits):
 * each of `cartIntents` with its own fields.
 */
const schema = z.discriminatedUnion("intent", [
  cartItemInputSchema.extend({ intent: z.literal("add" satisfies CartIntent) }),
  cartUpdateSchema.extend({ intent: z.literal("update" satisfies CartIntent), itemId }),
  z.object({ intent: z.literal("remove" satisfies CartIntent), itemId }),
  z.object({ intent: z.literal("clear" satisfies CartIntent) }),
]);

/** The signed-in user's cart, titles in the visitor's language (the cart sheet loads it when opened). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await sessionContext(request, context);
  if (!ctx.actor) return { cart: null };
  return { cart: await getCart({ ...ctx, actor: ctx.actor }, { lang: requestLanguage(request) }) };
}

/** Adds, changes or removes a line; the root's cart count and the sheet's loader revalidate after it. */
export async function action({ request, context }: Route.ActionArgs) {
  return act(async () => {
    const ctx = await actionContext(request, context);
    const input = parseInput(schema, await readInput(request));
    const lang = requestLanguage(request);
    switch (input.intent) {
      case "add": {
        const { intent: _intent, ...item } = input;
        await addCartItem(ctx, { item, lang });
        break;
      }
      case "update":
        await updateCartItem(ctx, { ...input, lang });
        break;
      case "remove":
        await removeCartItem(ctx, { ...input, lang });
        break;
      case "clear":
        await clearCart(ctx, { lang });
        break;
    }
    return { intent: input.intent };
  });
}

/** A server fault or a lost connection becomes a failure the UI words, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
