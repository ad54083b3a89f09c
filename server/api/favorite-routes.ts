import { Hono } from "hono";
import { idParamSchema } from "../../core/schemas.ts";
import { addFavorite, favoriteIds, removeFavorite } from "../modules/favorites/favorites.ts";
import { ok, parseParam } from "./http.ts";
import { signedIn, type SignedInEnv } from "./guards.ts";

/** The signed-in user's own favourites: there is no user id in these paths to get wrong. */
export const favoriteRoutes = new Hono<SignedInEnv>()
  .use("/favorites/*", signedIn)
  .get("/favorites", async (c) => {
    const user = c.var.user;
    return ok(c, { serviceIds: await favoriteIds(c.var.services.db, user.id) });
  })
  .put("/favorites/:serviceId", async (c) => {
    const user = c.var.user;
    const serviceId = parseParam("serviceId", idParamSchema, c.req.param("serviceId"));
    await addFavorite(c.var.services.db, user.id, serviceId, c.var.services.now());
    return ok(c, { serviceIds: await favoriteIds(c.var.services.db, user.id) });
  })
  .delete("/favorites/:serviceId", async (c) => {
    const user = c.var.user;
    const serviceId = parseParam("serviceId", idParamSchema, c.req.param("serviceId"));
    await removeFavorite(c.var.services.db, user.id, serviceId, c.var.services.now());
    return ok(c, { serviceIds: await favoriteIds(c.var.services.db, user.id) });
  });
