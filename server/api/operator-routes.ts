import { Hono } from "hono";
import { bookingIdSchema } from "../../core/schemas.ts";
import {
  bulkAnswerSchema,
  cancelSchema,
  checkInSchema,
  departureRange,
  departuresQuerySchema,
  operatorBookingsQuerySchema,
  parseDepartureId,
  rejectSchema,
} from "../../core/operator.ts";
import { notFound } from "../errors.ts";
import {
  answerRequest,
  answerRequests,
  cancelBookingAsOperator,
  operatorBooking,
  operatorBookings,
  recordCheckIn,
} from "../modules/operator/bookings.ts";
import { departureManifest, listDepartures } from "../modules/operator/departures.ts";
import { jsonBody, ok, parse, parseParam } from "./http.ts";
import type { OperatorEnv } from "./guards.ts";

// The operators' console API: requests, bookings, departures and check-in of the member's supplier.
// Another supplier's booking or departure answers 404, as if it did not exist.

const bookingId = (id: string) => parseParam("id", bookingIdSchema, id);

export const operatorRoutes = new Hono<OperatorEnv>()
  .get("/bookings", async (c) => {
    const { scope } = c.var;
    const query = parse(operatorBookingsQuerySchema, c.req.query());
    return ok(c, await operatorBookings(c.var.services.db, scope, query));
  })
  .get("/bookings/:id", async (c) => {
    const { scope } = c.var;
    return ok(c, await operatorBooking(c.var.services.db, scope, bookingId(c.req.param("id"))));
  })
  .post("/bookings/:id/confirm", async (c) => {
    const { scope } = c.var;
    const { db, now } = c.var.services;
    return ok(
      c,
      await answerRequest(db, scope, bookingId(c.req.param("id")), { decision: "confirm" }, now()),
    );
  })
  .post("/bookings/:id/reject", async (c) => {
    const { scope } = c.var;
    const id = bookingId(c.req.param("id"));
    const { reason } = parse(rejectSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await answerRequest(db, scope, id, { decision: "reject", reason }, now()));
  })
  .post("/bookings/confirm", async (c) => {
    const { scope } = c.var;
    const { ids } = parse(bulkAnswerSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await answerRequests(db, scope, ids, { decision: "confirm" }, now()));
  })
  .post("/bookings/:id/cancel", async (c) => {
    const { scope } = c.var;
    const id = bookingId(c.req.param("id"));
    const { reason } = parse(cancelSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await cancelBookingAsOperator(db, scope, id, reason, now()));
  })
  .post("/bookings/:id/check-in", async (c) => {
    const { scope } = c.var;
    const id = bookingId(c.req.param("id"));
    const { checkIn } = parse(checkInSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await recordCheckIn(db, scope, id, checkIn, now()));
  })
  .get("/departures", async (c) => {
    const { scope } = c.var;
    const query = parse(departuresQuerySchema, c.req.query());
    const { db, now } = c.var.services;
    const range = departureRange(query, now());
    return ok(c, await listDepartures(db, scope, { ...range, serviceId: query.serviceId }, now()));
  })
  .get("/departures/:departureId", async (c) => {
    const { scope } = c.var;
    const key = parseDepartureId(c.req.param("departureId"));
    if (!key) throw notFound("departureNotFound");
    const { db, now } = c.var.services;
    return ok(c, await departureManifest(db, scope, key, now()));
  });
