import { Hono } from "hono";
import {
  capacitySchema,
  closeSchema,
  closureSchema,
  currentMonth,
  monthQuerySchema,
  weeklySlotSchema,
} from "../../core/availability.ts";
import { parseDepartureId } from "../../core/operator.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { notFound } from "../errors.ts";
import { availabilityView } from "../modules/operator/availability.ts";
import { addWeeklySlot, removeWeeklySlot, setWeeklyCapacity } from "../modules/operator/schedule.ts";
import {
  closeDeparture,
  reopenDeparture,
  setDepartureCapacity,
} from "../modules/operator/departure-changes.ts";
import { addClosure, listClosures, removeClosure } from "../modules/operator/closures.ts";
import { jsonBody, ok, parse, parseParam } from "./http.ts";
import type { OperatorEnv } from "./guards.ts";

// Availability of one of the member's supplier's services: the weekly schedule, per-departure
// capacity and closing, closed date ranges and the month calendar. Staff and owners alike edit it;
// another supplier's service or departure answers 404.

const id = (name: string, value: string) => parseParam(name, idParamSchema, value);
const departure = (value: string) => {
  const key = parseDepartureId(value);
  if (!key) throw notFound("departureNotFound");
  return key;
};

export const operatorAvailabilityRoutes = new Hono<OperatorEnv>()
  .get("/services/:serviceId/availability", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    const { month } = parse(monthQuerySchema, c.req.query());
    const { db, now } = c.var.services;
    return ok(c, await availabilityView(db, scope, serviceId, month ?? currentMonth(now()), now()));
  })
  .post("/services/:serviceId/schedule", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    const input = parse(weeklySlotSchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await addWeeklySlot(db, catalog, scope, serviceId, input), 201);
  })
  .put("/services/:serviceId/schedule/:slotId", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    const slotId = id("slotId", c.req.param("slotId"));
    const { capacity } = parse(capacitySchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await setWeeklyCapacity(db, catalog, scope, serviceId, slotId, capacity));
  })
  .delete("/services/:serviceId/schedule/:slotId", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    const slotId = id("slotId", c.req.param("slotId"));
    const { db, catalog } = c.var.services;
    await removeWeeklySlot(db, catalog, scope, serviceId, slotId);
    return ok(c, { id: slotId });
  })
  .get("/services/:serviceId/closures", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    return ok(c, await listClosures(c.var.services.db, scope, serviceId));
  })
  .post("/services/:serviceId/closures", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    const input = parse(closureSchema, await jsonBody(c));
    const { db, catalog, now } = c.var.services;
    return ok(c, await addClosure(db, catalog, scope, serviceId, input, now()), 201);
  })
  .delete("/services/:serviceId/closures/:closureId", async (c) => {
    const { scope } = c.var;
    const serviceId = id("serviceId", c.req.param("serviceId"));
    const closureId = id("closureId", c.req.param("closureId"));
    const { db, catalog } = c.var.services;
    await removeClosure(db, catalog, scope, serviceId, closureId);
    return ok(c, { id: closureId });
  })
  .put("/departures/:departureId/capacity", async (c) => {
    const { scope } = c.var;
    const key = departure(c.req.param("departureId"));
    const { capacity } = parse(capacitySchema, await jsonBody(c));
    const { db, catalog, now } = c.var.services;
    return ok(c, await setDepartureCapacity(db, catalog, scope, key, capacity, now()));
  })
  .post("/departures/:departureId/close", async (c) => {
    const { scope } = c.var;
    const key = departure(c.req.param("departureId"));
    const input = parse(closeSchema, await jsonBody(c));
    const { db, catalog, now } = c.var.services;
    return ok(c, await closeDeparture(db, catalog, scope, key, input, now()));
  })
  .post("/departures/:departureId/reopen", async (c) => {
    const { scope } = c.var;
    const key = departure(c.req.param("departureId"));
    const { db, catalog, now } = c.var.services;
    return ok(c, await reopenDeparture(db, catalog, scope, key, now()));
  });
