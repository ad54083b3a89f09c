import { cryptoPaymentCreateSchema, languageQuerySchema } from "../../core/schemas.ts";
import { openCryptoPayment } from "../modules/checkout/crypto.ts";
import { holdCheckout, releaseCheckout } from "../modules/checkout/use-cases.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

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
        "The quote's `exchangeRates` (units per 1 USD) are the order's rate snapshot: an order paid while the hold lives is charged at them, so the total shown is the total charged. The quote keeps the spec's summary lines: `baseCents` (the subtotal line: participants × prices), `serviceFeeCents` and `taxesCents` (the lines' added fees and taxes, made of `feeLines` and `taxLines`, merged by name), `discountCents`, `totalCents`; `subtotalCents` is base + fees + taxes (what the discount is a share of). `dueNowCents` is what paying takes now (each line's deposit where it asks one, else its total less its discount share; points pay up to it), `balanceCents` what is left for later, and `lines` gives per cart line (`itemId`) its fee lines, deposit rule, start, discount share, `depositCents`, `balanceCents` and `balanceDueAt`.",
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
  )
  .openapi(
    route({
      method: "post",
      path: "/checkout/crypto",
      summary:
        "Pay by crypto: the payment provider quotes the checkout in a coin and gives a deposit address",
      description: [
        "For what paying now takes of the session's cart as checkout quotes it (`dueNowCents`: the deposits where lines ask one), less `pointsCents`, in `currency` at the order's rate snapshot: the server computes the amount, the provider (`checkoutKey` is the Idempotency-Key the order will be sent with) answers `{id, coin, coinAmount, address, amountMinor, currency, rateMinor, status, expiresAt, now, checkoutKey}`. Neither the address nor the amount can be chosen by the client. `coinAmount` is an exact decimal string; `rateMinor` is the provider's price of one coin in minor units of `currency`. The same checkout, coin and amount answer the same payment while it waits.",
        "The payment waits 30 minutes (`expiresAt`); the checkout's seats and rate snapshot stay held until then, and are released when it expires. Once the transfer has arrived (test mode: `POST /api/payments/sandbox/crypto/{id}/transfer`), `POST /api/bookings` with `paymentMethod: crypto`, `cryptoPaymentId` and the same Idempotency-Key books. 400 `nothingToPay` when points cover the whole order, `cartEmpty` when there is no cart.",
      ].join("\n\n"),
      auth: true,
      request: { body: json(cryptoPaymentCreateSchema) },
      statuses: [201, 400, 401, 429],
    }),
    async (c) => ok(c, await openCryptoPayment(actorContext(c), c.req.valid("json")), 201),
  );
