import {
  bulkAnswerSchema,
  cancelSchema,
  checkInSchema,
  departuresQuerySchema,
  operatorBookingsQuerySchema,
  rejectSchema,
} from "../../core/operator.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** The operators' console: requests, bookings, departures and check-in (the member's supplier only). */
export const operatorRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/operator/bookings",
    summary: "The supplier's bookings; ?status=pending is the requests inbox, soonest deadline first",
    auth: true,
    query: operatorBookingsQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/operator/bookings/{id}",
    summary: "One of the supplier's bookings with the guest's contact",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/bookings/{id}/confirm",
    summary: "Confirm a pending request (409 if a cancellation or the deadline got there first)",
    auth: true,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "post",
    path: "/api/operator/bookings/{id}/reject",
    summary: "Reject a pending request with a reason the guest sees: seats released, full refund",
    auth: true,
    body: rejectSchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "post",
    path: "/api/operator/bookings/confirm",
    summary: "Confirm several requests; each answered on its own, failures listed with their code",
    auth: true,
    body: bulkAnswerSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/bookings/{id}/cancel",
    summary: "Cancel a booking for weather or safety with a reason: full refund whatever the 24-hour rule",
    auth: true,
    body: cancelSchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "post",
    path: "/api/operator/bookings/{id}/check-in",
    summary: "Record arrived or no-show (null clears it) from the booking's first day",
    auth: true,
    body: checkInSchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "get",
    path: "/api/operator/departures",
    summary: "Departures per date and slot with capacity, booked, held and pending (default: two weeks)",
    auth: true,
    query: departuresQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/operator/departures/{departureId}",
    summary: "One departure's manifest: seats and the guest list",
    auth: true,
    statuses: [200, 401, 404],
  },
];
