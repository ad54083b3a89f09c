import { z } from "zod";
import { cartItemInputSchema, cartUpdateSchema, languageQuerySchema } from "../../core/schemas.ts";
import type { Language } from "../../core/preferences.ts";
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from "../modules/cart/cart.ts";
import { ok } from "./http.ts";
import { signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

const cartParams = z.object({ userId: z.string() });
const lineParams = z.object({ userId: z.string(), itemId: z.string() });

/** The cart's answer: its lines, titled in the language the client asks for (?lang=). */
async function cartOf(c: { var: SignedInEnv["Variables"] }, lang: Language) {
  const { db, now, catalog } = c.var.services;
  return getCart(db, c.var.user.id, await catalog.byId(lang), now());
}

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
    async (c) => ok(c, await cartOf(c, c.req.valid("query").lang)),
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
      const { db, now, catalog } = c.var.services;
      const { lang } = c.req.valid("query");
      const itemId = await addCartItem(
        db,
        c.var.user.id,
        c.req.valid("json"),
        await catalog.byId(lang),
        now(),
      );
      const cart = await cartOf(c, lang);
      return ok(c, { ...cart, item: cart.items.find((item) => item.id === itemId) }, 201);
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
    async (c) => {
      const { db, now } = c.var.services;
      await clearCart(db, c.var.user.id, now());
      return ok(c, await cartOf(c, c.req.valid("query").lang));
    },
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
      const { db, now } = c.var.services;
      const { guests } = c.req.valid("json");
      await updateCartItem(db, c.var.user.id, c.req.valid("param").itemId, guests, now());
      return ok(c, await cartOf(c, c.req.valid("query").lang));
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
      const { db, now } = c.var.services;
      await removeCartItem(db, c.var.user.id, c.req.valid("param").itemId, now());
      return ok(c, await cartOf(c, c.req.valid("query").lang));
    },
  );
