import { Hono } from "hono";
import { pointsQuerySchema, topUpSchema } from "../../core/schemas.ts";
import { limits } from "../modules/limits/limits.ts";
import { addFunds, pointsView } from "../modules/points/points.ts";
import { jsonBody, limit, ok, parse } from "./http.ts";
import { signedIn, ownUserId, type SignedInEnv } from "./guards.ts";

export const pointsRoutes = new Hono<SignedInEnv>()
  .use("/points/:userId/*", signedIn, ownUserId)
  .get("/points/:userId", async (c) => {
    const user = c.var.user;
    const page = parse(pointsQuerySchema, c.req.query());
    const { db, now, catalog } = c.var.services;
    return ok(c, await pointsView(db, user.id, now(), page, await catalog.byId(page.lang)));
  })
  .post("/points/:userId/top-up", async (c) => {
    const user = c.var.user;
    const { db, payments, now } = c.var.services;
    await limit(c, limits.topUp);
    const topUp = parse(topUpSchema, await jsonBody(c));
    return ok(c, await addFunds(db, payments, user.id, topUp, now()), 201);
  });
