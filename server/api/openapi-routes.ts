import type { z } from "zod";
import {
  bookingCreateSchema,
  bookingUpdateSchema,
  cardSchema,
  cartItemInputSchema,
  cartUpdateSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  inviteSchema,
  languageQuerySchema,
  pointsQuerySchema,
  profileUpdateSchema,
  reviewSchema,
  servicesQuerySchema,
  signUpWithReferralSchema,
  supplierMessageSchema,
  topUpSchema,
} from "../../core/schemas.ts";
import { contactSchema } from "../../core/contact.ts";
import { operatorRouteDocs } from "./openapi-operator.ts";
import { serviceRouteDocs } from "./openapi-services.ts";
import { availabilityRouteDocs } from "./openapi-availability.ts";
import { adminRouteDocs } from "./openapi-admin.ts";
import { teamRouteDocs } from "./openapi-team.ts";
import { notificationRouteDocs } from "./openapi-notifications.ts";
import { adminMailRouteDocs } from "./openapi-admin-mail.ts";

export type Method = "get" | "post" | "put" | "delete";
export interface RouteDoc {
  method: Method;
  path: string;
  summary: string;
  /** Longer words for API clients: what the answer carries, the rules behind it. */
  description?: string;
  auth?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  headers?: string[];
  statuses: number[];
}

/** Every route of the JSON API, as the OpenAPI document describes it (a test compares it with the app). */
export const routes: RouteDoc[] = [
  { method: "get", path: "/api/health", summary: "Liveness and database check", statuses: [200, 503] },
  {
    method: "get",
    path: "/api/rates",
    summary: "USD-based exchange rates (live, cached or default)",
    statuses: [200],
  },
  {
    method: "get",
    path: "/api/services",
    summary: "The catalogue, filtered, sorted and paged",
    query: servicesQuerySchema,
    statuses: [200, 400],
  },
  {
    method: "get",
    path: "/api/services/{id}",
    summary: "One service with 90 days of availability",
    query: languageQuerySchema,
    statuses: [200, 400, 404],
  },
  {
    method: "get",
    path: "/api/orders/{reference}",
    summary: "The session's own order with its payment and bookings (the receipt)",
    description:
      "The order carries `currency` (USD, EUR or RUB), `exchangeRate` (units of it per 1 USD, the snapshot the order was charged at), `chargedMinor` (what the payment method was charged, in that currency's minor units: cents, euro cents, kopecks), `pointsUsedCents` (what the points balance paid, USD cents), `refundedMinor` and `refundedPointsCents` (refunded so far, money in the charged currency and points).",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/checkout/hold",
    summary:
      "Hold the seats of every cart line for 15 minutes (all or nothing; 409 lists the lines that cannot be held in `lines`)",
    description:
      "The quote's `exchangeRates` (units per 1 USD) are the order's rate snapshot: an order paid while the hold lives is charged at them, so the total shown is the total charged.",
    auth: true,
    query: languageQuerySchema,
    statuses: [201, 400, 401, 409],
  },
  {
    method: "delete",
    path: "/api/checkout/hold",
    summary: "Release the session's holds",
    auth: true,
    statuses: [200, 401],
  },
  {
    method: "get",
    path: "/api/cart/{userId}",
    summary: "The user's cart",
    auth: true,
    statuses: [200, 401, 403],
  },
  {
    method: "post",
    path: "/api/cart/{userId}",
    summary: "Add a line to the cart",
    auth: true,
    body: cartItemInputSchema,
    statuses: [201, 400, 401, 403, 404, 429],
  },
  {
    method: "put",
    path: "/api/cart/{userId}/{itemId}",
    summary: "Change the guests of a line",
    auth: true,
    body: cartUpdateSchema,
    statuses: [200, 400, 401, 403, 404, 429],
  },
  {
    method: "delete",
    path: "/api/cart/{userId}/{itemId}",
    summary: "Remove a line",
    auth: true,
    statuses: [200, 401, 403, 404, 429],
  },
  {
    method: "delete",
    path: "/api/cart/{userId}/clear",
    summary: "Empty the cart",
    auth: true,
    statuses: [200, 401, 403, 429],
  },
  {
    method: "post",
    path: "/api/bookings",
    summary: "Pay and book (one order, one booking per line)",
    description: [
      "Prices come from the database. `pointsCents` applies points from the balance (in USD cents of their value), up to the order's total; more than the balance is a 409 `pointsExceedBalance`. The rest goes to `paymentMethod`: an order paid entirely with points needs neither a method nor payment data.",
      "Card: send `paymentToken`, the token `POST /api/payments/sandbox/tokens` gives for the card; a `card` object is refused (400 `useCardToken`). SBP charges roubles (kopecks at the rate snapshot) and needs `sbpToken`, the sandbox bank's confirmation, which is signed for one user, one checkout (the request's Idempotency-Key, required for SBP) and the amount our server computed: any other amount or checkout is a 402 `sbpNotConfirmed`. Crypto needs `wallet`. Card and crypto are charged in `currency`.",
      "The payment is made outside the transaction that takes the seats: seats held, payment confirmed with the provider's idempotency key, order committed; a commit that fails after the charge refunds it. 502 `paymentUnknown`: the provider's answer was lost; nothing is booked and any money taken is returned by the reconciliation pass within minutes.",
      "The answer's `order` carries `currency` (USD, EUR or RUB), `exchangeRate` (units of it per 1 USD, the snapshot the order was charged at), `chargedMinor` (what the payment method was charged, in that currency's minor units: cents, euro cents, kopecks), `pointsUsedCents` (what the points balance paid, USD cents), `refundedMinor` and `refundedPointsCents` (refunded so far, money in the charged currency and points).",
    ].join("\n\n"),
    auth: true,
    body: bookingCreateSchema,
    headers: ["Idempotency-Key"],
    statuses: [201, 400, 401, 402, 403, 409, 422, 429, 502],
  },
  {
    method: "get",
    path: "/api/bookings/{userId}",
    summary: "The user's bookings",
    auth: true,
    statuses: [200, 401, 403],
  },
  {
    method: "get",
    path: "/api/booking/{id}",
    summary: "One of the user's bookings",
    description:
      "With its `order`: reference, status, method, totals and `currency` (USD, EUR or RUB), `exchangeRate` (units of it per 1 USD, the snapshot the order was charged at), `chargedMinor` (what the payment method was charged, in that currency's minor units: cents, euro cents, kopecks), `pointsUsedCents` (what the points balance paid, USD cents), `refundedMinor` and `refundedPointsCents` (refunded so far, money in the charged currency and points). A cancelled or rejected booking's `refund` says what it gave back: `{currency, minor, pointsCents}`.",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/booking/{id}",
    summary: "Cancel a booking (free up to 24 hours before the start)",
    description:
      "Refunds the booking's share of what was actually paid, the way it was paid: the discount is never refunded, points go back to the balance, money back through the provider in the currency charged. The last line of an order to go returns whatever is left, so line by line the refunds add up to what was paid. The answer's `refund` is `{currency, minor, pointsCents}`.",
    auth: true,
    body: bookingUpdateSchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "get",
    path: "/api/booking/{id}/detail",
    summary: "One of the user's bookings with its order, payment, supplier contact, review and messages",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/booking/{id}/review",
    summary: "Rate a completed booking, once; the service's rating and review count follow",
    auth: true,
    body: reviewSchema,
    statuses: [200, 400, 401, 404, 409, 429],
  },
  {
    method: "post",
    path: "/api/booking/{id}/messages",
    summary: "Write to the supplier of a confirmed booking",
    auth: true,
    body: supplierMessageSchema,
    statuses: [201, 400, 401, 404, 409, 429],
  },
  {
    method: "get",
    path: "/api/services/{id}/reviews",
    summary: "A service's reviews, newest first",
    statuses: [200, 400, 404],
  },
  {
    method: "get",
    path: "/api/points/{userId}",
    summary: "The user's points: balance, this month, lifetime earned and a page of the ledger",
    auth: true,
    query: pointsQuerySchema,
    statuses: [200, 400, 401, 403],
  },
  {
    method: "post",
    path: "/api/payments/sandbox/tokens",
    summary: "Test mode: exchange a card for a token (the sandbox payment provider)",
    description: [
      "The sandbox provider's tokenisation, apart from the order API as a real provider's is: the card goes here, `POST /api/bookings` and the top-up get the token only. Answers `{token, brand, last4}`, or 400 naming `number`, `expiry` or `cvv`. Only the brand, last four digits and expiry are kept; the number and CVV are neither stored nor logged. A token pays for 60 minutes.",
      "API clients may send the documented test cards here: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (any future expiry, any 3-digit CVV). The test tokens `tok_visa` (pays) and `tok_chargeDeclined` (declined) work without this step.",
    ].join("\n\n"),
    auth: true,
    body: cardSchema,
    statuses: [201, 400, 401, 429],
  },
  {
    method: "post",
    path: "/api/points/{userId}/top-up",
    summary: "Add funds by card ($10 to $5,000)",
    description: "Send `paymentToken` (from `POST /api/payments/sandbox/tokens`), never the card.",
    auth: true,
    body: topUpSchema,
    statuses: [201, 400, 401, 402, 403],
  },
  {
    method: "get",
    path: "/api/referrals/{userId}",
    summary: "The user's referral link, earnings, referred friends and invitations",
    auth: true,
    statuses: [200, 401, 403],
  },
  {
    method: "post",
    path: "/api/referrals/{userId}/invites",
    summary: "Invite a friend by e-mail address",
    auth: true,
    body: inviteSchema,
    statuses: [201, 400, 401, 403, 429],
  },
  {
    method: "get",
    path: "/api/favorites",
    summary: "The user's saved service ids",
    auth: true,
    statuses: [200, 401],
  },
  {
    method: "put",
    path: "/api/favorites/{serviceId}",
    summary: "Save a service",
    auth: true,
    statuses: [200, 400, 401, 404, 429],
  },
  {
    method: "delete",
    path: "/api/favorites/{serviceId}",
    summary: "Remove a saved service",
    auth: true,
    statuses: [200, 400, 401, 429],
  },
  {
    method: "get",
    path: "/api/profile/{userId}",
    summary: "The user's profile and settings",
    auth: true,
    statuses: [200, 401, 403],
  },
  {
    method: "put",
    path: "/api/profile/{userId}",
    summary: "Change some of the profile and settings (unknown fields are refused)",
    auth: true,
    body: profileUpdateSchema,
    statuses: [200, 400, 401, 403],
  },
  {
    method: "get",
    path: "/api/profile/{userId}/export",
    summary: "Everything held on the user, as a JSON file to download",
    auth: true,
    statuses: [200, 401, 403],
  },
  {
    method: "post",
    path: "/api/profile/{userId}/password",
    summary: "Change the password; every other session ends and the caller gets a new session token",
    auth: true,
    body: changePasswordSchema,
    statuses: [200, 400, 401, 403],
  },
  {
    method: "post",
    path: "/api/profile/{userId}/email",
    summary: "Change the sign-in e-mail address (needs the password)",
    auth: true,
    body: changeEmailSchema,
    statuses: [200, 400, 401, 403, 409],
  },
  {
    method: "delete",
    path: "/api/profile/{userId}",
    summary: "Delete the account (password and the word DELETE); bookings stay without the person",
    auth: true,
    body: deleteAccountSchema,
    statuses: [200, 400, 401, 403],
  },
  {
    method: "post",
    path: "/api/contact",
    summary: "Send a message to the team",
    body: contactSchema,
    statuses: [201, 400, 429],
  },
  {
    method: "post",
    path: "/api/signup",
    summary: "Create an account and sign in",
    body: signUpWithReferralSchema,
    statuses: [201, 400, 409, 429],
  },
  // Each back-office area documents its routes beside its own route file.
  ...operatorRouteDocs,
  ...availabilityRouteDocs,
  ...adminRouteDocs,
  ...teamRouteDocs,
  ...serviceRouteDocs,
  ...notificationRouteDocs,
  ...adminMailRouteDocs,
];
