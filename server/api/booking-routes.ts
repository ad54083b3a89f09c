import { z } from "zod";
import {
  bookingCreateSchema,
  bookingUpdateSchema,
  idempotencyKeySchema,
  languageQuerySchema,
} from "../../core/schemas.ts";
import { cancelBooking, getBookingWithOrder, getOrder, listBookings } from "../modules/booking/booking.ts";
import { placeOrder } from "../modules/checkout/use-cases.ts";
import { payBalance } from "../modules/booking/balance.ts";
import { balancePaymentSchema } from "../../core/balance.ts";
import { ok } from "./http.ts";
import { actorContext, ownUserId, signedIn, type SignedInEnv } from "./guards.ts";
import { apiRouter, userParams, bookingParams, json, route } from "./route.ts";

const orderReferenceSchema = z.string().regex(/^PA-[A-Z0-9]{6}$/, "invalidReference");

/** What every booking answer carries of its money (decision 042). */
const bookingMoney =
  "Each booking carries `participants` (who comes, by type), `prices` (per type, USD cents), `baseCents` (participants × prices), `feesCents` and `taxesCents` (the added lines), `feeLines` (every fee and tax line as quoted: `{kind, names, included, cents}`), `totalCents` (base + fees + taxes), `discountCents` (its share of the order's discount), `depositCents` (paid at checkout), `balanceCents` (still to pay, by `balanceDueAt`; 0 once `balancePaidAt`), and `money`: the same in the order's currency at its rate snapshot, `{currency, baseMinor, feesMinor, taxesMinor, discountMinor, totalMinor, depositMinor, balanceMinor}` (each amount converted as the charge is, rounded to the unit; `totalMinor` is their sum and `balanceMinor` what is left of it after the discount and the deposit, so the lines add up).";

/** What an order answers of its lines (decision 042). */
const orderLines =
  "The order's lines: `baseCents`, `feesCents`, `taxesCents` (sums of its bookings'), `feeLines` and `taxLines` (the added lines merged by name), `subtotalCents` (base + fees + taxes, what the discount is a share of), `discountCents`, `totalCents` (subtotal less discount), `paidCents` (paid on the order so far: points and money, less the discount; deposits at checkout, then each balance), `balanceCents` (still to pay), and `money` (the sums of its bookings' `money`, in the order's currency).";

/** How the answers below name a booking's service. */
const named =
  "Each booking's `service`, `location` and `description` are in `?lang=` (en, ru or de; English by default, and where the operator has not translated the service).";

/** What an order's answers carry of its money. */
const orderMoney =
  "`currency` (USD, EUR or RUB), `exchangeRate` (units of it per 1 USD, the snapshot the order was charged at), `chargedMinor` (what the payment method was charged, in that currency's minor units: cents, euro cents, kopecks), `pointsUsedCents` (what the points balance paid, USD cents), `refundedMinor` and `refundedPointsCents` (refunded so far, money in the charged currency and points).";

export const bookingRoutes = apiRouter<SignedInEnv>();
bookingRoutes
  .use("/bookings/*", signedIn)
  .use("/bookings/:userId", ownUserId)
  .use("/booking/*", signedIn)
  .use("/orders/*", signedIn);

bookingRoutes
  .openapi(
    route({
      method: "post",
      path: "/bookings",
      summary: "Pay and book (one order, one booking per line)",
      description: [
        "Prices come from the database. `pointsCents` applies points from the balance (in USD cents of their value), up to what is due now (the deposits where lines ask one, else the order's total); more than the balance is a 409 `pointsExceedBalance`. The rest goes to `paymentMethod`: an order paid entirely with points needs neither a method nor payment data.",
        "Card: send `paymentToken`, the token `POST /api/payments/sandbox/tokens` gives for the card; a `card` object is refused (400 `useCardToken`). A token pays one order, for the account that made it: a token already spent is a 409 `cardTokenUsed`, another account's a 402 `cardTokenNotYours`, and nothing is booked (a retry with the first order's Idempotency-Key still answers that order). SBP charges roubles (kopecks at the rate snapshot) and needs `sbpToken`, the sandbox bank's confirmation, which is signed for one user, one checkout (the request's Idempotency-Key, required for SBP) and the amount our server computed: any other amount or checkout is a 402 `sbpNotConfirmed`. Crypto needs `cryptoPaymentId`, the provider's payment made by `POST /api/checkout/crypto` for this checkout (the request's Idempotency-Key, required for crypto), whose transfer has arrived: another user's, checkout's or amount's payment, or one not yet received, is a 402 `cryptoNotPaid`; one that expired unpaid a 402 `cryptoPaymentExpired`. Card and crypto are charged in `currency`.",
        "Each line's departure must still take bookings: past the service's cut-off (`bookingCutoffHours` before the start) it is a 400 `bookingClosed`; a request the operator could no longer answer before the trip is a 400 `noTimeToAnswer`.",
        "The payment is made outside the transaction that takes the seats: seats held, payment confirmed with the provider's idempotency key, order committed; a commit that fails after the charge refunds it. 502 `paymentUnknown`: the provider's answer was lost; nothing is booked and any money taken is returned by the reconciliation pass within minutes.",
        "Lines with a deposit are charged their deposit now (of their total less their discount share) with the balance due `balanceDueDays` before the start; the whole, when that time has already come.",
        `The answer's \`order\` carries ${orderMoney} ${orderLines} ${bookingMoney}`,
      ].join("\n\n"),
      auth: true,
      request: {
        headers: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
        body: json(bookingCreateSchema),
      },
      statuses: [201, 400, 401, 402, 403, 409, 422, 429, 502],
    }),
    async (c) => {
      const order = c.req.valid("json");
      const { "Idempotency-Key": idempotencyKey } = c.req.valid("header");
      return ok(c, await placeOrder(actorContext(c), { order, idempotencyKey }), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/bookings/{userId}",
      summary: "The user's bookings",
      description: `${named} ${bookingMoney}`,
      auth: true,
      request: { params: userParams, query: languageQuerySchema },
      statuses: [200, 400, 401, 403],
    }),
    async (c) => ok(c, await listBookings(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/booking/{id}",
      summary: "One of the user's bookings",
      description: `With its \`order\`: reference, status, method, totals and ${orderMoney} A cancelled or rejected booking's \`refund\` says what it gave back: \`{currency, minor, pointsCents}\`. \`supplierDeadline\`: when a pending request is answered at the latest, the earlier of booking time + the operator's response hours and the service's booking cut-off, so never after the start; unanswered then, it is rejected and refunded. ${bookingMoney} ${named}`,
      auth: true,
      request: { params: bookingParams, query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, lang: c.req.valid("query").lang };
      return ok(c, await getBookingWithOrder(actorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/orders/{reference}",
      summary: "The session's own order with its payment and bookings (the receipt)",
      description: `The order carries ${orderMoney} ${orderLines} ${bookingMoney} ${named}`,
      auth: true,
      request: { params: z.object({ reference: orderReferenceSchema }), query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { reference: c.req.valid("param").reference, lang: c.req.valid("query").lang };
      return ok(c, await getOrder(actorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/booking/{id}",
      summary: "Cancel a booking (free up to 24 hours before the start)",
      description:
        "Refunds the booking's share of what was actually paid, the way it was paid: the discount is never refunded, points go back to the balance, money back through the provider in the currency charged. The last line of an order to go returns whatever is left, so line by line the refunds add up to what was paid. The answer's `refund` is `{currency, minor, pointsCents}`.",
      auth: true,
      request: { params: bookingParams, body: json(bookingUpdateSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => ok(c, await cancelBooking(actorContext(c), { bookingId: c.req.valid("param").id })),
  )
  .openapi(
    route({
      method: "post",
      path: "/booking/{id}/balance",
      summary: "Pay a booking's balance (what is left after the deposit)",
      description: [
        "A booking whose service asks a deposit answers `depositCents` (paid at checkout), `balanceCents` (still to pay) and `balanceDueAt`. This pays the balance, whole: `pointsCents` applies points (USD cents, 1 point = 1 cent) up to it, more than the points balance is a 409 `pointsExceedBalance`; the rest goes to `paymentMethod`: `card` with `paymentToken` (from `POST /api/payments/sandbox/tokens`) or, for an order charged in roubles, `sbp` with `sbpToken` (the sandbox bank's confirmation for this request's Idempotency-Key and the amount). A balance paid entirely with points needs neither.",
        "The balance is charged in the order's currency at the order's own rate snapshot (`order.exchangeRate`): the price agreed at checkout. `currency`, if sent, must be the order's (400 otherwise). The payment is made outside the transaction, with the provider's idempotency key; a decline changes nothing. The same Idempotency-Key answers the booking again and charges once.",
        "409 `noBalanceDue`: the booking has no balance left to pay (paid already, paid in full at checkout, or it no longer takes place). 409 `balanceOverdue`: its due time has passed (the due-date pass cancels it). Another traveller's booking is a 404. Answers the booking as `GET /api/booking/{id}` does.",
      ].join("\n\n"),
      auth: true,
      request: {
        params: bookingParams,
        query: languageQuerySchema,
        headers: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
        body: json(balancePaymentSchema),
      },
      statuses: [200, 400, 401, 402, 404, 409, 422, 429, 502],
    }),
    async (c) => {
      const { "Idempotency-Key": idempotencyKey } = c.req.valid("header");
      const input = {
        ...c.req.valid("json"),
        bookingId: c.req.valid("param").id,
        lang: c.req.valid("query").lang,
        idempotencyKey,
      };
      return ok(c, await payBalance(actorContext(c), input));
    },
  );
