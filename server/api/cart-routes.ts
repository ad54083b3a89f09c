import { Hono } from "hono";
import { cartItemInputSchema, cartUpdateSchema, languageQuerySchema } from "../../core/schemas.ts";
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from "../modules/cart/cart.ts";
import { jsonBody, ok, parse, type ApiContext } from "./http.ts";
import { signedIn, ownUserId, type SignedInEnv } from "./guards.ts";

/** The catalogue in the language the client asks for (?lang=), for the lines' titles. */
const catalogOf = async (c: ApiContext) =>
  c.var.services.catalog.byId(parse(languageQuerySchema, c.req.query()).lang);

export const cartRoutes = new Hono<SignedInEnv>()
  .use("/cart/:userId/*", signedIn, ownUserId)
  .get("/cart/:userId", async (c) => {
    const user = c.var.user;
    const { db, now } = c.var.services;
    return ok(c, await getCart(db, user.id, await catalogOf(c), now()));
  })
  .post("/cart/:userId", async (c) => {
    const user = c.var.user;
    const input = parse(cartItemInputSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    const catalog = await catalogOf(c);
    const itemId = await addCartItem(db, user.id, input, catalog, now());
    const cart = await getCart(db, user.id, catalog, now());
    return ok(c, { ...cart, item: cart.items.find((item) => item.id === itemId) }, 201);
  })
  // "clear" is matched before ":itemId" so that a line can never be named "clear".
  .delete("/cart/:userId/clear", async (c) => {
    const user = c.var.user;
    const { db, now } = c.var.services;
    await clearCart(db, user.id, now());
    return ok(c, await getCart(db, user.id, await catalogOf(c), now()));
  })
  .put("/cart/:userId/:itemId", async (c) => {
    const user = c.var.user;
    const { guests } = parse(cartUpdateSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    await updateCartItem(db, user.id, c.req.param("itemId"), guests, now());
    return ok(c, await getCart(db, user.id, await catalogOf(c), now()));
  })
  .delete("/cart/:userId/:itemId", async (c) => {
    const user = c.var.user;
    const { db, now } = c.var.services;
    await removeCartItem(db, user.id, c.req.param("itemId"), now());
    return ok(c, await getCart(db, user.id, await catalogOf(c), now()));
  });
