import { Hono } from "hono";
import { z } from "zod";
import {
  bookingCreateSchema,
  bookingUpdateSchema,
  idempotencyKeySchema,
  bookingIdSchema,
} from "../../core/schemas.ts";
import { badRequest, forbidden } from "../errors.ts";
import { cancelBooking, getBookingWithOrder, getOrder, listBookings } from "../modules/booking/booking.ts";
import { createOrder } from "../modules/booking/create-order.ts";
import { limits } from "../modules/limits/limits.ts";
import { jsonBody, limit, ok, parse, parseParam, requireSelf, requireUser, type ApiEnv } from "./http.ts";

const orderReferenceSchema = z.string().regex(/^PA-[A-Z0-9]{6}$/, "invalidReference");

export const bookingRoutes = new Hono<ApiEnv>()
  .post("/bookings", async (c) => {
    const user = await requireUser(c);
    const services = c.var.services;
    await limit(c, limits.booking);
    const input = parse(bookingCreateSchema, await jsonBody(c));
    if (input.userId !== undefined && input.userId !== user.id) throw forbidden();
    const header = c.req.header("Idempotency-Key");
    const idempotencyKey =
      header === undefined ? undefined : parseParam("Idempotency-Key", idempotencyKeySchema, header);
    const catalog = await services.catalog.byId();
    const result = await createOrder(services.db, {
      userId: user.id,
      input,
      idempotencyKey,
      catalog,
      provider: services.payments,
      rates: (await services.rates.get()).rates,
      now: services.now(),
    });
    return ok(c, result.body, result.status === 201 ? 201 : 200);
  })
  .get("/bookings/:userId", async (c) => {
    const user = await requireSelf(c, c.req.param("userId"));
    const { db, now } = c.var.services;
    return ok(c, await listBookings(db, user.id, now()));
  })
  .get("/booking/:id", async (c) => {
    const user = await requireUser(c);
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const { db, now } = c.var.services;
    return ok(c, await getBookingWithOrder(db, user.id, id, now()));
  })
  .get("/orders/:reference", async (c) => {
    const user = await requireUser(c);
    const reference = parseParam("reference", orderReferenceSchema, c.req.param("reference"));
    const { db, now } = c.var.services;
    return ok(c, await getOrder(db, user.id, reference, now()));
  })
  .put("/booking/:id", async (c) => {
    const user = await requireUser(c);
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const body = await jsonBody(c);
    if (typeof body !== "object" || body === null) throw badRequest("bodyNotObject");
    parse(bookingUpdateSchema, body);
    const { db, now } = c.var.services;
    return ok(c, await cancelBooking(db, user.id, id, now()));
  });
