import { Hono } from "hono";
import { languageQuerySchema } from "../../core/schemas.ts";
import { holdCheckout, releaseCheckout } from "../modules/checkout/use-cases.ts";
import { ok, parse } from "./http.ts";
import { actorContext, signedIn, type SignedInEnv } from "./guards.ts";

/** Seat holds for the session's own cart: opening checkout holds, closing it releases. */
export const checkoutRoutes = new Hono<SignedInEnv>()
  .use("/checkout/*", signedIn)
  .post("/checkout/hold", async (c) => {
    const input = parse(languageQuerySchema, c.req.query());
    return ok(c, await holdCheckout(actorContext(c), input), 201);
  })
  .delete("/checkout/hold", async (c) => ok(c, await releaseCheckout(actorContext(c))));
