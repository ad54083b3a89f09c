import { z } from "zod";
import {
  capacitySchema,
  closeSchema,
  closureSchema,
  monthQuerySchema,
  weeklySlotSchema,
} from "../../core/availability.ts";
import { idParamSchema, languageQuerySchema } from "../../core/schemas.ts";
import { availabilityView } from "../modules/operator/availability.ts";
import { addWeeklySlot, removeWeeklySlot, setWeeklyCapacity } from "../modules/operator/schedule.ts";
import {
  closeDeparture,
  reopenDeparture,
  setDepartureCapacity,
} from "../modules/operator/departure-changes.ts";
import { addClosure, listClosures, removeClosure } from "../modules/operator/closures.ts";
import { departureKey, ok } from "./http.ts";
import { namedIn } from "./operator-routes.ts";
import { operatorContext, type OperatorEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// Availability of one of the member's supplier's services: the weekly schedule, per-departure
// capacity and closing, closed date ranges and the month calendar. Staff and owners alike edit it;
// another supplier's service or departure answers 404.

const serviceParams = z.object({ serviceId: idParamSchema });
const slotParams = z.object({ serviceId: idParamSchema, slotId: idParamSchema });
const closureParams = z.object({ serviceId: idParamSchema, closureId: idParamSchema });
const departureParams = z.object({ departureId: z.string() });
const bookingsOrReason =
  "409 departureHasBookings (with count) unless cancelBookings and a reason: then each booking is cancelled and refunded in full";

export const operatorAvailabilityRoutes = apiRouter<OperatorEnv>();
operatorAvailabilityRoutes
  .openapi(
    route({
      method: "get",
      path: "/services/{serviceId}/availability",
      summary:
        "A service's weekly schedule, closed date ranges and a month (?month=YYYY-MM) of departures per day",
      description: namedIn,
      auth: true,
      request: { params: serviceParams, query: monthQuerySchema.extend(languageQuerySchema.shape) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { ...c.req.valid("param"), ...c.req.valid("query") };
      return ok(c, await availabilityView(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/services/{serviceId}/schedule",
      summary:
        "Add a weekly slot (weekday 0 = Sunday, time HH:MM, capacity); 409 if that weekday has one at that time",
      auth: true,
      request: { params: serviceParams, body: json(weeklySlotSchema) },
      statuses: [201, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { ...c.req.valid("param"), ...c.req.valid("json") };
      return ok(c, await addWeeklySlot(operatorContext(c), input), 201);
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{serviceId}/schedule/{slotId}",
      summary: "Change a weekly slot's capacity (departures that already have their own capacity keep it)",
      auth: true,
      request: { params: slotParams, body: json(capacitySchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { ...c.req.valid("param"), ...c.req.valid("json") };
      return ok(c, await setWeeklyCapacity(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "delete",
      path: "/services/{serviceId}/schedule/{slotId}",
      summary: "Remove a weekly slot; bookings already made on its departures stay",
      auth: true,
      request: { params: slotParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await removeWeeklySlot(operatorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/services/{serviceId}/closures",
      summary: "The service's closed date ranges",
      auth: true,
      request: { params: serviceParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await listClosures(operatorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/services/{serviceId}/closures",
      summary: `Close a date range; ${bookingsOrReason}`,
      auth: true,
      request: { params: serviceParams, body: json(closureSchema) },
      statuses: [201, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { ...c.req.valid("param"), ...c.req.valid("json") };
      return ok(c, await addClosure(operatorContext(c), input), 201);
    },
  )
  .openapi(
    route({
      method: "delete",
      path: "/services/{serviceId}/closures/{closureId}",
      summary: "Remove a closed date range: its days run again",
      auth: true,
      request: { params: closureParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await removeClosure(operatorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "put",
      path: "/departures/{departureId}/capacity",
      summary: "Set one departure's capacity; 409 capacityBelowBooked below the seats already booked",
      auth: true,
      request: { params: departureParams, body: json(capacitySchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const departure = departureKey(c.req.valid("param").departureId);
      return ok(c, await setDepartureCapacity(operatorContext(c), { departure, ...c.req.valid("json") }));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/departures/{departureId}/close",
      summary: `Close one departure; ${bookingsOrReason}`,
      auth: true,
      request: { params: departureParams, body: json(closeSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const departure = departureKey(c.req.valid("param").departureId);
      return ok(c, await closeDeparture(operatorContext(c), { departure, ...c.req.valid("json") }));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/departures/{departureId}/reopen",
      summary: "Put a closed departure back on sale",
      auth: true,
      request: { params: departureParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const departure = departureKey(c.req.valid("param").departureId);
      return ok(c, await reopenDeparture(operatorContext(c), { departure }));
    },
  );
