import { z } from "zod";
import { cardSchema, cryptoPaymentIdField } from "../../core/schemas.ts";
import { getCryptoPayment, sendFromTestWallet } from "../modules/checkout/crypto.ts";
import { sandboxCardToken } from "../modules/payment/card-tokens.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

/**
 * The sandbox provider's tokenisation endpoint. A real provider's lives on its own servers and the
 * browser talks to it directly; this one is on ours for test mode, but apart from the order API:
 * the card goes here, the order API gets only the token (decision 015).
 */
export const paymentRoutes = apiRouter<SignedInEnv>();
paymentRoutes.use("/payments/*", signedIn);
paymentRoutes.openapi(
  route({
    method: "post",
    path: "/payments/sandbox/tokens",
    summary: "Test mode: exchange a card for a token (the sandbox payment provider)",
    description: [
      "The sandbox provider's tokenisation, apart from the order API as a real provider's is: the card goes here, `POST /api/bookings` and the top-up get the token only. Answers `{token, brand, last4}`, or 400 naming `number`, `expiry` or `cvv`. Only the brand, last four digits and expiry are kept; the number and CVV are neither stored nor logged. A token pays once, within 60 minutes, and only for the signed-in account that made it (a real provider's token belongs to the account that created it); the test tokens below are the exception.",
      "API clients may send the documented test cards here: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (any future expiry, any 3-digit CVV). The test tokens `tok_visa` (pays) and `tok_chargeDeclined` (declined) work without this step, for anyone and any number of times.",
    ].join("\n\n"),
    auth: true,
    request: { body: json(cardSchema) },
    statuses: [201, 400, 401, 429],
  }),
  async (c) => ok(c, await sandboxCardToken(actorContext(c), c.req.valid("json")), 201),
);

const cryptoParams = z.object({ id: cryptoPaymentIdField });

paymentRoutes
  .openapi(
    route({
      method: "get",
      path: "/payments/crypto/{id}",
      summary: "One of the session's crypto payments, as the provider has it now",
      description:
        "`status`: `awaiting` (no transfer yet), `received` (the transfer arrived; the order can be placed), `paid` (an order spent it) or `expired` (nothing arrived by `expiresAt`; the seats were released). Another account's payment is a 404.",
      auth: true,
      request: { params: cryptoParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await getCryptoPayment(actorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/payments/sandbox/crypto/{id}/transfer",
      summary: "Test mode: the sandbox's test wallet sends the quoted coins to the payment's address",
      description:
        "Stands in for the traveller's own wallet on the coin's network: the provider sees the transfer arrive and the payment becomes `received`. After `expiresAt` it is a 409 `cryptoPaymentExpired`; another account's payment is a 404.",
      auth: true,
      request: { params: cryptoParams },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => ok(c, await sendFromTestWallet(actorContext(c), c.req.valid("param"))),
  );
