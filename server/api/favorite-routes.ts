import { z } from "zod";
import { idParamSchema } from "../../core/schemas.ts";
import { addFavorite, favoriteIds, removeFavorite } from "../modules/favorites/favorites.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, type SignedInEnv } from "./guards.ts";
import { apiRouter, route } from "./route.ts";

const serviceParams = z.object({ serviceId: idParamSchema });

/** The signed-in user's own favourites: there is no user id in these paths to get wrong. */
export const favoriteRoutes = apiRouter<SignedInEnv>();
favoriteRoutes.use("/favorites/*", signedIn);
favoriteRoutes
  .openapi(
    route({
      method: "get",
      path: "/favorites",
      summary: "The user's saved service ids",
      auth: true,
      statuses: [200, 401],
    }),
    async (c) => ok(c, await favoriteIds(actorContext(c))),
  )
  .openapi(
    route({
      method: "put",
      path: "/favorites/{serviceId}",
      summary: "Save a service",
      auth: true,
      request: { params: serviceParams },
      statuses: [200, 400, 401, 404, 429],
    }),
    async (c) => ok(c, await addFavorite(actorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "delete",
      path: "/favorites/{serviceId}",
      summary: "Remove a saved service",
      auth: true,
      request: { params: serviceParams },
      statuses: [200, 400, 401, 429],
    }),
    async (c) => ok(c, await removeFavorite(actorContext(c), c.req.valid("param"))),
  );
