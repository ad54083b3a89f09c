import { z } from "zod";
import {
  capacitySchema,
  closeSchema,
  closureSchema,
  currentMonth,
  monthQuerySchema,
  weeklySlotSchema,
} from "../../core/availability.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { availabilityView } from "../modules/operator/availability.ts";
import { addWeeklySlot, removeWeeklySlot, setWeeklyCapacity } from "../modules/operator/schedule.ts";
import {
  closeDeparture,
  reopenDeparture,
  setDepartureCapacity,
} from "../modules/operator/departure-changes.ts";
import { addClosure, listClosures, removeClosure } from "../modules/operator/closures.ts";
import { departureKey, ok } from "./http.ts";
import type { OperatorEnv } from "./guards.ts";
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
      auth: true,
      request: { params: serviceParams, query: monthQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      const { month } = c.req.valid("query");
      const { serviceId } = c.req.valid("param");
      return ok(c, await availabilityView(db, c.var.scope, serviceId, month ?? currentMonth(now()), now()));
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
      const { db, catalog } = c.var.services;
      const { serviceId } = c.req.valid("param");
      return ok(c, await addWeeklySlot(db, catalog, c.var.scope, serviceId, c.req.valid("json")), 201);
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
      const { db, catalog } = c.var.services;
      const { serviceId, slotId } = c.req.valid("param");
      const { capacity } = c.req.valid("json");
      return ok(c, await setWeeklyCapacity(db, catalog, c.var.scope, serviceId, slotId, capacity));
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
    async (c) => {
      const { db, catalog } = c.var.services;
      const { serviceId, slotId } = c.req.valid("param");
      await removeWeeklySlot(db, catalog, c.var.scope, serviceId, slotId);
      return ok(c, { id: slotId });
    },
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
    async (c) => ok(c, await listClosures(c.var.services.db, c.var.scope, c.req.valid("param").serviceId)),
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
      const { db, catalog, now } = c.var.services;
      const { serviceId } = c.req.valid("param");
      return ok(c, await addClosure(db, catalog, c.var.scope, serviceId, c.req.valid("json"), now()), 201);
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
    async (c) => {
      const { db, catalog } = c.var.services;
      const { serviceId, closureId } = c.req.valid("param");
      await removeClosure(db, catalog, c.var.scope, serviceId, closureId);
      return ok(c, { id: closureId });
    },
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
      const { db, catalog, now } = c.var.services;
      const key = departureKey(c.req.valid("param").departureId);
      const { capacity } = c.req.valid("json");
      return ok(c, await setDepartureCapacity(db, catalog, c.var.scope, key, capacity, now()));
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
      const { db, catalog, now } = c.var.services;
      const key = departureKey(c.req.valid("param").departureId);
      return ok(c, await closeDeparture(db, catalog, c.var.scope, key, c.req.valid("json"), now()));
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
      const { db, catalog, now } = c.var.services;
      const key = departureKey(c.req.valid("param").departureId);
      return ok(c, await reopenDeparture(db, catalog, c.var.scope, key, now()));
    },
  );
