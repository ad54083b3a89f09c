import { z } from "zod";
import {
  bulkAnswerSchema,
  cancelSchema,
  checkInSchema,
  departureRange,
  departuresQuerySchema,
  operatorBookingsQuerySchema,
  rejectSchema,
} from "../../core/operator.ts";
import {
  cancelBookingAsOperator,
  confirmRequest,
  confirmRequests,
  operatorBooking,
  operatorBookings,
  recordCheckIn,
  rejectRequest,
} from "../modules/operator/bookings.ts";
import { departureManifest, listDepartures } from "../modules/operator/departures.ts";
import { languageQuerySchema } from "../../core/schemas.ts";
import { departureKey, ok } from "./http.ts";
import { operatorContext, type OperatorEnv } from "./guards.ts";
import { apiRouter, bookingParams, json, route } from "./route.ts";

// The operators' console API: requests, bookings, departures and check-in of the member's supplier.
// Another supplier's booking or departure answers 404, as if it did not exist.

/** How the reads below name the services. */
export const namedIn =
  "Services are named in `?lang=` (en, ru or de; English by default, and where the service has not been translated).";

/** What a booking's `guest` holds, by the guest's privacy settings. */
const guestPrivacy =
  "`guest.name` and `guest.email` are null when the guest keeps their name from operators (show it as a guest with the booking's reference); `guest.phone` is always there, for the departure day. `guest.pastTrips` counts the guest's earlier completed trips with this supplier when they share their booking history, and is null otherwise.";

export const operatorRoutes = apiRouter<OperatorEnv>();
operatorRoutes
  .openapi(
    route({
      method: "get",
      path: "/bookings",
      summary: "The supplier's bookings; ?status=pending is the requests inbox, soonest deadline first",
      description: `${guestPrivacy} ${namedIn}`,
      auth: true,
      request: { query: operatorBookingsQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await operatorBookings(operatorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/bookings/{id}",
      summary: "One of the supplier's bookings with the guest's contact",
      description: `${guestPrivacy} ${namedIn}`,
      auth: true,
      request: { params: bookingParams, query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, lang: c.req.valid("query").lang };
      return ok(c, await operatorBooking(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/bookings/{id}/confirm",
      summary: "Confirm a pending request (409 if a cancellation or the deadline got there first)",
      description:
        "409 `bookingStatusChanged`: no longer pending. 409 `requestDeadlinePassed`: its `supplierDeadline` has passed (the deadline job rejects and refunds it). 409 `tripStarted`: the trip has started. Nothing is confirmed after its start.",
      auth: true,
      request: { params: bookingParams },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => ok(c, await confirmRequest(operatorContext(c), { bookingId: c.req.valid("param").id })),
  )
  .openapi(
    route({
      method: "post",
      path: "/bookings/{id}/reject",
      summary: "Reject a pending request with a reason the guest sees: seats released, full refund",
      auth: true,
      request: { params: bookingParams, body: json(rejectSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await rejectRequest(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/bookings/confirm",
      summary: "Confirm several requests; each answered on its own, failures listed with their code",
      description:
        "A request past its deadline or its start is listed in `failed` with `requestDeadlinePassed` or `tripStarted`, as the single confirmation refuses it.",
      auth: true,
      request: { body: json(bulkAnswerSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await confirmRequests(operatorContext(c), c.req.valid("json"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/bookings/{id}/cancel",
      summary: "Cancel a booking for weather or safety with a reason: full refund whatever the 24-hour rule",
      auth: true,
      request: { params: bookingParams, body: json(cancelSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await cancelBookingAsOperator(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/bookings/{id}/check-in",
      summary: "Record arrived or no-show (null clears it) from the booking's first day",
      description:
        "Marking `arrived` a booking that is not ready (its `readiness` on the manifest: details, licence, waiver or balance missing) needs `reason` (400 `checkInReasonRequired` without it); the reason is kept as the booking's `checkInReason`. A ready booking checks in without one.",
      auth: true,
      request: { params: bookingParams, body: json(checkInSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await recordCheckIn(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/departures",
      summary: "Departures per date and slot with capacity, booked, held and pending (default: two weeks)",
      description: namedIn,
      auth: true,
      request: { query: departuresQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const ctx = operatorContext(c);
      const query = c.req.valid("query");
      const range = departureRange(query, ctx.now);
      return ok(c, await listDepartures(ctx, { ...range, serviceId: query.serviceId, lang: query.lang }));
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/departures/{departureId}",
      summary:
        "One departure's manifest: seats, the guest list with each booking's participants and readiness, and headcounts",
      description: `Each booking in \`guests\` carries \`participants\` (position, type, name or null until given, age on the start date, \`needsLicence\`, licence number and expiry, \`waiver\`: {version, acceptedAt} or null, and the person's own \`ready\` and \`missing\`), \`people\`, \`waiverRequired\`, \`readiness: {ready, missing}\` (missing lists \`details\`, \`licence\`, \`waiver\`, \`balance\` in that order) and \`checkInReason\`. \`counts\` gives the bookings that take place, how many of them are ready, their people and their seats (infants on a lap take none). ${namedIn}`,
      auth: true,
      request: { params: z.object({ departureId: z.string() }), query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const departure = departureKey(c.req.valid("param").departureId);
      const input = { departure, lang: c.req.valid("query").lang };
      return ok(c, await departureManifest(operatorContext(c), input));
    },
  );
