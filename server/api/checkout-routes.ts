import { languageQuerySchema } from "../../core/schemas.ts";
import { holdCheckout, releaseCheckout } from "../modules/checkout/use-cases.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, type SignedInEnv } from "./guards.ts";
import { apiRouter, route } from "./route.ts";

/** Seat holds for the session's own cart: opening checkout holds, closing it releases. */
export const checkoutRoutes = apiRouter<SignedInEnv>();
checkoutRoutes.use("/checkout/*", signedIn);
checkoutRoutes
  .openapi(
    route({
      method: "post",
      path: "/checkout/hold",
      summary:
        "Hold the seats of every cart line for 15 minutes (all or nothing; 409 lists the lines that cannot be held in `lines`)",
      description:
        "The quote's `exchangeRates` (units per 1 USD) are the order's rate snapshot: an order paid while the hold lives is charged at them, so the total shown is the total charged.",
      auth: true,
      request: { query: languageQuerySchema },
      statuses: [201, 400, 401, 409],
    }),
    async (c) => ok(c, await holdCheckout(actorContext(c), c.req.valid("query")), 201),
  )
  .openapi(
    route({
      method: "delete",
      path: "/checkout/hold",
      summary: "Release the session's holds",
      auth: true,
      statuses: [200, 401],
    }),
    async (c) => ok(c, await releaseCheckout(actorContext(c))),
  );
