import { z } from "zod";
import { cartItemInputSchema, cartUpdateSchema, languageQuerySchema } from "../../core/schemas.ts";
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from "../modules/cart/cart.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

const cartParams = z.object({ userId: z.string() });
const lineParams = z.object({ userId: z.string(), itemId: z.string() });

/** The session's own cart; every answer is the cart, titled in the language asked for (?lang=). */
export const cartRoutes = apiRouter<SignedInEnv>();
cartRoutes.use("/cart/:userId/*", signedIn, ownUserId);
cartRoutes
  .openapi(
    route({
      method: "get",
      path: "/cart/{userId}",
      summary: "The user's cart",
      auth: true,
      request: { params: cartParams, query: languageQuerySchema },
      statuses: [200, 401, 403],
    }),
    async (c) => ok(c, await getCart(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/cart/{userId}",
      summary: "Add a line to the cart",
      auth: true,
      request: { params: cartParams, query: languageQuerySchema, body: json(cartItemInputSchema) },
      statuses: [201, 400, 401, 403, 404, 429],
    }),
    async (c) => {
      const input = { item: c.req.valid("json"), lang: c.req.valid("query").lang };
      return ok(c, await addCartItem(actorContext(c), input), 201);
    },
  )
  // "clear" is matched before "{itemId}" so that a line can never be named "clear".
  .openapi(
    route({
      method: "delete",
      path: "/cart/{userId}/clear",
      summary: "Empty the cart",
      auth: true,
      request: { params: cartParams, query: languageQuerySchema },
      statuses: [200, 401, 403, 429],
    }),
    async (c) => ok(c, await clearCart(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "put",
      path: "/cart/{userId}/{itemId}",
      summary: "Change the guests of a line",
      auth: true,
      request: { params: lineParams, query: languageQuerySchema, body: json(cartUpdateSchema) },
      statuses: [200, 400, 401, 403, 404, 429],
    }),
    async (c) => {
      const { itemId } = c.req.valid("param");
      const input = { itemId, guests: c.req.valid("json").guests, lang: c.req.valid("query").lang };
      return ok(c, await updateCartItem(actorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "delete",
      path: "/cart/{userId}/{itemId}",
      summary: "Remove a line",
      auth: true,
      request: { params: lineParams, query: languageQuerySchema },
      statuses: [200, 401, 403, 404, 429],
    }),
    async (c) => {
      const input = { itemId: c.req.valid("param").itemId, lang: c.req.valid("query").lang };
      return ok(c, await removeCartItem(actorContext(c), input));
    },
  );
