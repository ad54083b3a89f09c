import type { z } from "zod";
import {
  bookingCreateSchema,
  bookingUpdateSchema,
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
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/checkout/hold",
    summary:
      "Hold the seats of every cart line for 15 minutes (all or nothing; 409 lists the lines that cannot be held in `lines`)",
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
    auth: true,
    body: bookingCreateSchema,
    headers: ["Idempotency-Key"],
    statuses: [201, 400, 401, 402, 403, 409, 422, 429],
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
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/booking/{id}",
    summary: "Cancel a booking (free up to 24 hours before the start)",
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
    path: "/api/points/{userId}/top-up",
    summary: "Add funds by card ($10 to $5,000)",
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
