import { pointsQuerySchema, topUpSchema } from "../../core/schemas.ts";
import { pointsView, topUp } from "../modules/points/points.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
import { apiRouter, userParams, json, route } from "./route.ts";

export const pointsRoutes = apiRouter<SignedInEnv>();
pointsRoutes.use("/points/:userId/*", signedIn, ownUserId);
pointsRoutes
  .openapi(
    route({
      method: "get",
      path: "/points/{userId}",
      summary: "The user's points: balance, this month, lifetime earned and a page of the ledger",
      auth: true,
      request: { params: userParams, query: pointsQuerySchema },
      statuses: [200, 400, 401, 403],
    }),
    async (c) => ok(c, await pointsView(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/points/{userId}/top-up",
      summary: "Add funds by card ($10 to $5,000)",
      description:
        "Send `paymentToken` (from `POST /api/payments/sandbox/tokens`), never the card. A token pays once, for the account that made it: a spent token is a 409 `cardTokenUsed`, another account's a 402 `cardTokenNotYours`.",
      auth: true,
      request: { params: userParams, body: json(topUpSchema) },
      statuses: [201, 400, 401, 402, 403, 409],
    }),
    async (c) => ok(c, await topUp(actorContext(c), c.req.valid("json")), 201),
  );
