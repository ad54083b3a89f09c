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
import { actionUser } from "../../lib/guards.server.ts";
import { requestLanguage } from "../../lib/i18n.server.ts";
import { appServices, currentUser } from "../../lib/session.server.ts";
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
  const user = await currentUser(request, context);
  if (!user) return { cart: null };
  const { db, catalog, now } = appServices(context);
  return { cart: await getCart(db, user.id, await catalog.byId(requestLanguage(request)), now()) };
}

/** Adds, changes or removes a line; the root's cart count and the sheet's loader revalidate after it. */
export async function action({ request, context }: Route.ActionArgs) {
  return act(async () => {
    const user = await actionUser(request, context);
    const input = parseInput(schema, await readInput(request));
    const { db, catalog, now } = appServices(context);
    switch (input.intent) {
      case "add":
        await addCartItem(db, user.id, input, await catalog.byId(requestLanguage(request)), now());
        break;
      case "update":
        await updateCartItem(db, user.id, input.itemId, input.guests, now());
        break;
      case "remove":
        await removeCartItem(db, user.id, input.itemId, now());
        break;
      case "clear":
        await clearCart(db, user.id, now());
        break;
    }
    return { intent: input.intent };
  });
}

/** A server fault or a lost connection becomes a failure the UI words, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
