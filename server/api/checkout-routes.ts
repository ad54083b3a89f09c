import { Hono } from "hono";
import { languageQuerySchema } from "../../core/schemas.ts";
import { holdCart, releaseHolds } from "../modules/checkout/checkout.ts";
import { ok, parse, requireUser, type ApiEnv } from "./http.ts";

/** Seat holds for the session's own cart: opening checkout holds, closing it releases. */
export const checkoutRoutes = new Hono<ApiEnv>()
  .post("/checkout/hold", async (c) => {
    const user = await requireUser(c);
    const { lang } = parse(languageQuerySchema, c.req.query());
    const { db, catalog, rates, now } = c.var.services;
    const today = (await rates.get()).rates;
    return ok(c, await holdCart(db, user.id, await catalog.byId(lang), now(), today), 201);
  })
  .delete("/checkout/hold", async (c) => {
    const user = await requireUser(c);
    await releaseHolds(c.var.services.db, user.id);
    return ok(c, { released: true });
  });
