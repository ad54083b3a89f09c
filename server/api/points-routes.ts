import { pointsQuerySchema, topUpSchema } from "../../core/schemas.ts";
import { limits } from "../modules/limits/limits.ts";
import { addFunds, pointsView } from "../modules/points/points.ts";
import { limitedBy, ok } from "./http.ts";
import { signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
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
    async (c) => {
      const page = c.req.valid("query");
      const { db, now, catalog } = c.var.services;
      return ok(c, await pointsView(db, c.var.user.id, now(), page, await catalog.byId(page.lang)));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/points/{userId}/top-up",
      summary: "Add funds by card ($10 to $5,000)",
      description: "Send `paymentToken` (from `POST /api/payments/sandbox/tokens`), never the card.",
      auth: true,
      request: { params: userParams, body: json(topUpSchema) },
      statuses: [201, 400, 401, 402, 403],
      middleware: limitedBy(() => limits.topUp),
    }),
    async (c) => {
      const { db, payments, now } = c.var.services;
      return ok(c, await addFunds(db, payments, c.var.user.id, c.req.valid("json"), now()), 201);
    },
  );
