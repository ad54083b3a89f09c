import { z } from "zod";
import { cartItemInputSchema, cartUpdateSchema, languageQuerySchema } from "../../core/schemas.ts";
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from "../modules/cart/cart.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

const cartParams = z.object({ userId: z.string() });
const lineParams = z.object({ userId: z.string(), itemId: z.string() });

/** What every cart answer's lines say of whether they can still be booked. */
const linesDescription =
  "Answers the cart: `items`, `count`, `totalCents`. Each line carries `fits` (it can go to checkout " +
  "as it is), `seatsLeft` (the seats its departure has left now for this user: other users' bookings " +
  "and live holds taken; 0 when the departure is closed or no longer runs) and `problem` when it does " +
  "not fit: `unavailable` (service withdrawn, departure closed or no longer running), `past`, " +
  "`cutoff` (inside the service's booking cut-off) or `full` (more guests than `seatsLeft`). " +
  "`participants` is who comes by type, `guests` the seats they take; `types` lists the types the " +
  "service takes (`code`, `minAge`, `maxAge`, `takesSeat`) and `adultRequired` whether a party needs an adult.";

/** The session's own cart; every answer is the cart, titled in the language asked for (?lang=). */
export const cartRoutes = apiRouter<SignedInEnv>();
cartRoutes.use("/cart/:userId/*", signedIn, ownUserId);
cartRoutes
  .openapi(
    route({
      method: "get",
      path: "/cart/{userId}",
      summary: "The user's cart",
      description: linesDescription,
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
      description:
        "Adds a line and answers the cart with the new line as `item`. More guests than the departure " +
        "has seats left is a 400 (`seatsLeft`, or `fullyBooked` when none are left) with `seatsLeft`. " +
        linesDescription,
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
      description: linesDescription,
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
